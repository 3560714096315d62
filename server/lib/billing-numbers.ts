// Invoice and receipt numbers (docs/decisions/0015-billing.md): a series, the year and a sequence
// without gaps per year. Pure, so the domain and the demo seed print them the same way.

/** `INV-2026-000042`, `RCT-2026-000007` */
export const formatNumber = (prefix: 'INV' | 'RCT', year: number, sequence: number) => `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
