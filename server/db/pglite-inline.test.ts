import { describe, expect, it } from 'vitest';
import { withValuesInline } from './pglite-inline.ts';

// Ordinary statements on the embedded database go as one message with their values written in
// (decision 0063); whatever this reader is not sure of goes as it is (undefined).

describe('values written into a statement', () => {
  it('writes each value where its parameter is, as PGlite would bind it', () => {
    expect(withValuesInline('select * from t where a = $1 and b = $2 and c = $10 limit $3', [1, 'x', 12, 4, 5, 6, 7, 8, 9, true])).toBe(
      "select * from t where a = '1' and b = 'x' and c = 't' limit '12'",
    );
    expect(withValuesInline('insert into t values ($1, $2, $3)', [null, false, [3, -1]])).toBe("insert into t values (null, 'f', '{3,-1}')");
    expect(withValuesInline('select 1', [])).toBe('select 1');
  });

  it("doubles a value's quotes and leaves its own text alone", () => {
    expect(withValuesInline('select $1, $2', ["O'Brien $2 -- ;", '清迈 ऋषिकेश'])).toBe("select 'O''Brien $2 -- ;', '清迈 ऋषिकेश'");
  });

  it('leaves what is quoted, commented or part of a name alone', () => {
    const text = `select '$1', 'it''s $1', "col$1", price$1, $$ $1 $$, $tag$ $1 $tag$, $2 -- $1\nfrom t where x = $1;`;
    expect(withValuesInline(text, ['a', 'b'])).toBe(`select '$1', 'it''s $1', "col$1", price$1, $$ $1 $$, $tag$ $1 $tag$, 'b' -- $1\nfrom t where x = 'a';`);
  });

  it('sends as it is what it cannot write the same', () => {
    expect(withValuesInline('select $1', [new Date(0)])).toBeUndefined();
    expect(withValuesInline('select $1', [{ a: 1 }])).toBeUndefined();
    expect(withValuesInline('select $1', [['a']])).toBeUndefined();
    expect(withValuesInline('select $1', ['a\0b'])).toBeUndefined();
    expect(withValuesInline('select $1', [Number.NaN])).toBeUndefined();
    expect(withValuesInline('select $1', [10n])).toBeUndefined();
    expect(withValuesInline('select $2', ['a'])).toBeUndefined();
    expect(withValuesInline('select $0', ['a'])).toBeUndefined();
    expect(withValuesInline("select E'\\'' , $1", ['a'])).toBeUndefined();
    expect(withValuesInline('select /* $1 */ $1', ['a'])).toBeUndefined();
    expect(withValuesInline("select 'open, $1", ['a'])).toBeUndefined();
    expect(withValuesInline('select $1; select 2', ['a'])).toBeUndefined();
  });
});
