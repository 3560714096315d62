/** Only same-site paths may be used as the place to return to after login. */
export function safeNext(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
