import { describe, expect, it } from 'vitest';
import { isConfirmationWord } from './member-data.ts';

describe('the confirmation word of an account deletion', () => {
  it('is the word of the page’s language, however it is typed', () => {
    expect(isConfirmationWord(' delete ', 'en')).toBe(true);
    expect(isConfirmationWord('ลบ', 'th')).toBe(true);
    expect(isConfirmationWord('删除', 'zh')).toBe(true);
    expect(isConfirmationWord('हटाएं', 'hi')).toBe(true);
    expect(isConfirmationWord('हटाएँ', 'hi')).toBe(true);
  });

  it('is not another language’s word, nor a near miss', () => {
    expect(isConfirmationWord('DELETE', 'th')).toBe(false);
    expect(isConfirmationWord('ลบ', 'en')).toBe(false);
    expect(isConfirmationWord('DELET', 'en')).toBe(false);
    expect(isConfirmationWord('', 'zh')).toBe(false);
  });
});
