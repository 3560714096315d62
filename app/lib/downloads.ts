/**
 * The web's address for a private file the API names by its own download call
 * (`/api/file/{id}/download` → `/files/{id}/download`, which adds the member's session).
 */
export const webDownloadUrl = (apiDownloadUrl: string) => apiDownloadUrl.replace(/^\/api\/file\//, '/files/');
