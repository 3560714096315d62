import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// Issue 36: the demo shows a clearly fictitious account to transfer to; a real site shows its own, or none.

const scratch = mkdtempSync(path.join(tmpdir(), 'wya-bank-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const bankOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), DATA_DIR: scratch, ...env }).billing.bankAccount;

describe('the account bank transfers go to', () => {
  it('is a fictitious demo account on the embedded demo (npm start)', () => {
    const demo = bankOf({});
    expect(demo).toMatchObject({ demo: true, bank: 'Demo Bank — not a real account' });
    expect(demo?.accountNumber).toMatch(/^[0-]+$/);
  });

  it('is none on a site with its own database or without the demo data: members are asked to contact the office', () => {
    expect(bankOf({ DATABASE_URL: 'postgres://wya@localhost/wya' })).toBeUndefined();
    expect(bankOf({ SEED_DEMO: 'off' })).toBeUndefined();
  });

  it('is the site’s own account when BANK_* is set, demo or not', () => {
    const own = { BANK_NAME: 'Kasikorn Bank', BANK_BRANCH: 'Nimman', BANK_ACCOUNT_NAME: 'WYA', BANK_ACCOUNT_NUMBER: '123-4-56789-0' };
    for (const env of [own, { ...own, DATABASE_URL: 'postgres://wya@localhost/wya' }])
      expect(bankOf(env)).toEqual({
        bank: 'Kasikorn Bank',
        branch: 'Nimman',
        accountName: 'WYA',
        accountNumber: '123-4-56789-0',
        swift: undefined,
        demo: false,
      });
  });
});
