import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv } from './csv.ts';

const parse = (text: string | Buffer, max?: number) => parseCsv(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, max);
const values = (text: string) => {
  const result = parse(text);
  if (!result.ok) throw new Error(result.error);
  return result.records.map((r) => [r.line, ...r.values]);
};

describe('parseCsv', () => {
  it('reads quoted values with separators, doubled quotes and line breaks, and numbers records by their first line', () => {
    expect(values('a,b\n"x, y","say ""hi"""\n"two\nlines",z\nlast,row')).toEqual([
      [1, 'a', 'b'],
      [2, 'x, y', 'say "hi"'],
      [3, 'two\nlines', 'z'],
      [5, 'last', 'row'],
    ]);
  });

  it('drops a byte-order mark, reads CRLF and old Mac line ends, skips blank lines', () => {
    expect(values('\uFEFFnumber,name\r\n\r\nG-1,มะลิ\r\nG-2,李\rG-3,अनीता\r\n')).toEqual([
      [1, 'number', 'name'],
      [3, 'G-1', 'มะลิ'],
      [4, 'G-2', '李'],
      [5, 'G-3', 'अनीता'],
    ]);
  });

  it('keeps empty cells, and reads semicolon-separated files by their header', () => {
    expect(values('a,b,c\n1,,\n')).toEqual([
      [1, 'a', 'b', 'c'],
      [2, '1', '', ''],
    ]);
    expect(values('a;b\n"1,5";2\n')).toEqual([
      [1, 'a', 'b'],
      [2, '1,5', '2'],
    ]);
  });

  it('refuses text that is not UTF-8, and a quote left open', () => {
    expect(parse(Buffer.from('name\nJos\xe9\n', 'latin1'))).toEqual({ ok: false, error: 'encoding', line: 1 });
    expect(parse('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, error: 'quotes', line: 2 });
  });

  it('stops reading past the number of records asked for', () => {
    const result = parse('h\n1\n2\n3\n4\n5\n', 2);
    expect(result.ok && result.records.length).toBe(3);
    // Lines of spaces are blank: they neither count nor hide a row past the limit.
    const spaced = parse('h\n \n \n1\n2\n3\n', 2);
    expect(spaced.ok && spaced.records.map((r) => [r.line, ...r.values])).toEqual([
      [1, 'h'],
      [4, '1'],
      [5, '2'],
    ]);
  });

  it('numbers records after values with CRLF line breaks, blank lines and lines of spaces by their first line', () => {
    expect(values('a,b\r\n\r\n  \r\n"x\r\ny",2\n\n"p\nq",3\rlast,4')).toEqual([
      [1, 'a', 'b'],
      [4, 'x\r\ny', '2'],
      [7, 'p\nq', '3'],
      [9, 'last', '4'],
    ]);
  });

  it('keeps a quote inside an unquoted value, and keeps rows of other lengths for the caller to judge', () => {
    expect(values('item,size\nmat,5" wide\nblock\nstrap,1,extra\n')).toEqual([
      [1, 'item', 'size'],
      [2, 'mat', '5" wide'],
      [3, 'block'],
      [4, 'strap', '1', 'extra'],
    ]);
  });

  it('says on which line the record with a quote left open starts, after blank lines and multi-line values', () => {
    expect(parse('a,b\n"x\ny",1\n\n\n3,"never closed\n4,5\n')).toEqual({ ok: false, error: 'quotes', line: 6 });
    expect(parse('\uFEFF"open')).toEqual({ ok: false, error: 'quotes', line: 1 });
  });

  it('reads an empty file, or one of blank lines, as no records', () => {
    expect(values('')).toEqual([]);
    expect(values('\uFEFF\r\n\r\n')).toEqual([]);
  });
});

describe('formatCsv', () => {
  it('writes values a spreadsheet reads back unchanged, and never as formulas', () => {
    const csv = formatCsv([
      ['name', 'note'],
      ['=1+1', 'a, "quoted"\nline'],
      ['+66 81', '-5'],
      ['@cmd', '\tTab'],
      [42, null],
      [-5, 'semi;colon'],
      ['＝SUM(A1)', 'old\rMac'],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain('\r\n-5,"semi;colon"\r\n');
    const parsed = parseCsv(new TextEncoder().encode(csv));
    if (!parsed.ok) throw new Error('unreadable');
    expect(parsed.records.map((r) => r.values)).toEqual([
      ['name', 'note'],
      ["'=1+1", 'a, "quoted"\nline'],
      ["'+66 81", "'-5"],
      ["'@cmd", "'\tTab"],
      ['42', ''],
      ['-5', 'semi;colon'],
      ["'＝SUM(A1)", 'old\rMac'],
    ]);
  });
});
