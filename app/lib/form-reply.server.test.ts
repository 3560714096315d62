import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { refusal, splitApiErrors } from './form-reply.server.ts';

const t = ((key: string) => `t(${key})`) as unknown as TFunction;
// A stand-in for conform's submission: the reply options are the result.
const submission = { reply: (options?: unknown) => options as never };
const refuse = (status: number, data: Record<string, unknown>, fields: string[], fallbackKey?: string) =>
  refusal(t, submission, { ok: false, status, data }, { fields, fallbackKey });

describe('one outcome, one message', () => {
  it('never shows an OAuth error code to people: only its localized description', () => {
    const { result, toast } = refuse(400, { error: 'invalid_grant', error_description: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' }, [], 'messages:errors.login_unsuccessful');
    expect(toast).toEqual({ type: 'error', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
    expect(JSON.stringify(result)).not.toContain('invalid_grant');
    expect(JSON.stringify(toast)).not.toContain('invalid_grant');
  });

  it('keeps a field error beside its field and adds no toast', () => {
    const { result, toast } = refuse(400, { code: ['The code is not correct.'] }, ['code'], 'messages:errors.unsaved');
    expect(result).toMatchObject({ fieldErrors: { code: ['The code is not correct.'] } });
    expect(toast).toBeNull();
  });

  it('turns a message about the whole form into the one toast', () => {
    expect(refuse(429, { detail: 'Please wait 59 seconds before asking for another code.' }, ['phone_number']).toast).toEqual({
      type: 'error',
      message: 'Please wait 59 seconds before asking for another code.',
    });
    // A field the form does not show is said in the toast rather than lost.
    const hidden = refuse(400, { phone_number: ['This mobile number is already verified by another account.'] }, ['code']);
    expect(hidden.toast?.message).toBe('This mobile number is already verified by another account.');
    expect(hidden.result).toMatchObject({ fieldErrors: {} });
  });

  it('falls back to the given message when the answer explains nothing', () => {
    expect(refuse(503, { detail: null }, ['email'], 'messages:errors.reset_email').toast).toEqual({ type: 'error', message: 't(messages:errors.reset_email)' });
    expect(refuse(504, { detail: null, timeout: true }, ['email']).toast).toEqual({ type: 'error', message: 't(messages:errors.timeout)' });
    expect(refuse(400, {}, ['email']).toast).toEqual({ type: 'error', message: 't(messages:errors.something_wrong)' });
  });

  it('splits field messages from form messages without repeating one', () => {
    expect(splitApiErrors({ email: ['Taken.'], non_field_errors: ['Nope.', 'Nope.'], detail: 'Nope.' }, ['email'])).toEqual({
      fieldErrors: { email: ['Taken.'] },
      messages: ['Nope.'],
    });
  });
});
