/**
 * The web's address for a private file the API names by its own download call
 * (`/api/file/{id}/download` → `/files/{id}/download`, which adds the member's session).
 */
export const webDownloadUrl = (apiDownloadUrl: string) => apiDownloadUrl.replace(/^\/api\/file\//, '/files/');

/** The web's address of a paid invoice's receipt PDF (`/api/invoice/{id}/receipt` with the member's session). */
export const receiptUrl = (invoiceId: number) => `/billing/receipt/${invoiceId}`;
