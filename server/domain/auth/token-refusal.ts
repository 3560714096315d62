/**
 * The token endpoint refused a request, in OAuth 2.0's own terms (RFC 6749 §5.2: an error code and a
 * description). The HTTP status it is answered with is the HTTP layer's business (http/token-refusals.ts).
 */
export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'temporarily_unavailable'
  | 'server_error'
  // Any other code the OAuth library names (answered 400, as RFC 6749 §5.2 says).
  | (string & {});

export class TokenRefusal extends Error {
  error: TokenErrorCode;
  /** A message key to translate, or the library's own (English, protocol-level) text. */
  description: { key: string } | { text: string };
  constructor(error: TokenErrorCode, description: { key: string } | { text: string }) {
    super(error);
    this.error = error;
    this.description = description;
  }
}
