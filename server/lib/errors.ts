/** The one error type domain code throws; the API's error handler turns the code into a status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  code: ErrorCode;
  /** Message keys per field, answered as {"field": ["message"]} (400 only). */
  fields?: Record<string, string[]>;
  params?: Record<string, string | number>;
  constructor(code: ErrorCode, messageKey: string, options: { fields?: Record<string, string[]>; params?: Record<string, string | number> } = {}) {
    super(messageKey);
    this.code = code;
    this.fields = options.fields;
    this.params = options.params;
  }
}

export const fieldError = (field: string, messageKey: string) => new AppError('VALIDATION', messageKey, { fields: { [field]: [messageKey] } });
