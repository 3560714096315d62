/**
 * An ordinary statement's text with its bound values written in as literals (decision 0063), so the
 * embedded database can take it as one simple-protocol message (`exec`) where `query` sends six
 * (parse, describe, bind, describe, execute, sync). Undefined when that would not be the same
 * statement: a value that is not a string, finite number, boolean, null or array of integers; a
 * `$n` naming no value; text this reader does not follow (a block comment, a backslash in a quoted
 * string, an unclosed quote, a second statement after `;`). The caller then sends it as it is.
 */
export function withValuesInline(text: string, params: readonly unknown[]): string | undefined {
  const values = params.map(literal);
  if (values.includes(undefined)) return undefined;
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"') {
      // A doubled quote inside reads as the end of one quoted part and the start of the next.
      const end = text.indexOf(c, i + 1);
      if (end < 0 || (c === "'" && text.slice(i, end).includes('\\'))) return undefined;
      i = end + 1;
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if ((c === '/' && text[i + 1] === '*') || (c === ';' && text.slice(i + 1).trim())) {
      return undefined;
    } else if (c === '$' && !IDENTIFIER_CHARACTER.test(text[i - 1] ?? ' ')) {
      const parameter = /^\$(\d+)/.exec(text.slice(i, i + 12));
      if (parameter) {
        const value = values[Number(parameter[1]) - 1];
        if (value === undefined) return undefined;
        out += text.slice(from, i) + value;
        i += parameter[0].length;
        from = i;
        continue;
      }
      const tag = DOLLAR_QUOTE.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        if (end < 0) return undefined;
        i = end + tag.length;
      } else i++;
    } else i++;
  }
  return out + text.slice(from);
}

// A `$` after a letter, digit, `_` or `$` is part of a name (`price$1`), not a parameter or a quote.
const IDENTIFIER_CHARACTER = /[\p{L}\p{N}_$]/u;
const DOLLAR_QUOTE = /^\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/u;

/**
 * A value as PGlite would bind it, written as a quoted untyped literal: PostgreSQL gives it the type
 * the statement decides, as it does a bound value of no stated type (a quote doubled; PGlite keeps
 * `standard_conforming_strings` on, so a backslash is itself: checked where this is used). Also
 * EXECUTE's arguments (pglite-statements.ts). Undefined for any other value.
 */
export function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  // A NUL would end the statement early: such a value is bound, and PostgreSQL refuses it (a 400).
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  // PGlite binds booleans as t and f.
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  if (Array.isArray(value) && value.every(Number.isSafeInteger)) return `'{${value.join(',')}}'`;
  return undefined;
}
