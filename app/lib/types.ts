/** What the web keeps of the member in its session cookie, for the greeting. */
export type SessionUser = { pk: number; username: string; first_name: string; last_name: string };
export type Flash = { type: 'success' | 'error' | 'info' | 'warning'; message: string };
