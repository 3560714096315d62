import { describe, expect, it } from 'vitest';
import type { AppError } from '../lib/errors.ts';
import { isMember, requireMember, requireOwner, requireStaff } from './access.ts';

const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('access gates', () => {
  const member = { userId: 7, isStaff: false };
  const staff = { userId: 1, isStaff: true };
  const visitor = { userId: null, isStaff: false };

  it('requireMember: no token 401, visitor 403, member passes', () => {
    expect([code(() => requireMember(null)), code(() => requireMember(visitor)), requireMember(member)]).toEqual(['UNAUTHORIZED', 'FORBIDDEN', 7]);
  });

  it('requireStaff: members are refused, staff pass', () => {
    expect([code(() => requireStaff(member)), requireStaff(staff)]).toEqual(['FORBIDDEN', 1]);
  });

  it('requireOwner: the owner and staff pass; anyone else is told the record does not exist', () => {
    expect([requireOwner(member, 7), requireOwner(staff, 7), code(() => requireOwner(member, 8)), code(() => requireOwner(visitor, 8))]).toEqual([
      7,
      1,
      'NOT_FOUND',
      'FORBIDDEN',
    ]);
  });

  it('isMember never throws', () => {
    expect([isMember(null), isMember(visitor), isMember(member)]).toEqual([false, false, true]);
  });
});
