import { describe, expect, it } from 'vitest';
import { resumePath } from './wizard-steps.ts';

// Issue 36: "Continue the application" resumes where the member left, not at step 1.

const missing = (...steps: string[]) => ({ missing: steps.map((step) => ({ step })) });

describe('where the wizard resumes', () => {
  it('starts a new application at the first step', () => {
    expect(resumePath('school', null)).toBe('/school/register-information');
    expect(resumePath('teacher', null)).toBe('/teacher/register-information');
  });

  it('resumes at the first step that still misses something, in the wizard’s order', () => {
    expect(resumePath('school', missing('documents', 'yoga_and_faculty', 'documents'))).toBe('/school/register-yaga-and-factulty');
    expect(resumePath('teacher', missing('documents'))).toBe('/teacher/register-document');
    expect(resumePath('teacher', missing('information', 'yoga'))).toBe('/teacher/register-information');
  });

  it('goes on to the payment step when nothing is missing', () => {
    expect(resumePath('school', missing())).toBe('/school/register-payment');
  });
});
