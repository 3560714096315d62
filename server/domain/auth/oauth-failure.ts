/** Error of the token endpoint, answered as RFC 6749 {error, error_description}. */
export class OAuthFailure extends Error {
  status: number;
  error: string;
  /** A message key to translate, or the library's own (English, protocol-level) text. */
  description: { key: string } | { text: string };
  constructor(status: number, error: string, description: { key: string } | { text: string }) {
    super(error);
    this.status = status;
    this.error = error;
    this.description = description;
  }
}
