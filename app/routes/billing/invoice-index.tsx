import { redirect } from 'react-router';

/** SPEC §2 lists /billing/invoice: a member's invoices are the billing history. */
export function loader() {
  throw redirect('/billing');
}
