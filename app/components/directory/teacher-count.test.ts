import { describe, expect, it } from 'vitest';
import { teacherCount } from './teacher-count.ts';

const t = (key: string, options: Record<string, unknown>) => `${key}:${options.count}/${options.listed}`;

describe("a school page's number of teachers", () => {
  it('says how many of the stated teachers the page introduces, so the two never disagree', () => {
    expect(teacherCount(12, 3, t)).toBe('teachers_introduced:12/3');
    expect(teacherCount(3, 3, t)).toBe(3);
    expect(teacherCount(12, 0, t)).toBe(12);
  });

  it('gives way to the instructors shown when the stated number is smaller or missing', () => {
    expect(teacherCount(2, 5, t)).toBe(5);
    expect(teacherCount(null, 4, t)).toBe(4);
    expect(teacherCount(null, 0, t)).toBeNull();
  });
});
