// Where members send bank transfers (docs/decisions/0015-billing.md). A site's own account comes from
// BANK_*; the demo (the embedded database with its demo data, as `npm start` runs it) shows a clearly
// fictitious one so that the transfer journey can be tried (issue 36); any other site without BANK_*
// shows none, and members are asked to contact the office.

export type BankAccount = { bank: string; branch: string; accountName: string; accountNumber: string; swift?: string; demo: boolean };

/** Fictitious by name and number: nobody could send money to it by mistake. */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  bank: 'Demo Bank — not a real account',
  branch: 'Demo branch',
  accountName: 'World Yoga Alliance (demo)',
  accountNumber: '000-0-00000-0',
  demo: true,
};

type BankEnv = {
  BANK_NAME?: string;
  BANK_BRANCH?: string;
  BANK_ACCOUNT_NAME?: string;
  BANK_ACCOUNT_NUMBER?: string;
  BANK_SWIFT?: string;
  DATABASE_URL?: string;
  SEED_DEMO: 'on' | 'off';
};

export function bankAccountOf(e: BankEnv): BankAccount | undefined {
  if (e.BANK_NAME && e.BANK_ACCOUNT_NUMBER)
    return {
      bank: e.BANK_NAME,
      branch: e.BANK_BRANCH ?? '',
      accountName: e.BANK_ACCOUNT_NAME ?? '',
      accountNumber: e.BANK_ACCOUNT_NUMBER,
      swift: e.BANK_SWIFT || undefined,
      demo: false,
    };
  const demo = !e.DATABASE_URL && e.SEED_DEMO === 'on';
  return demo ? DEMO_BANK_ACCOUNT : undefined;
}
