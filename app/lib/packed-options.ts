// A long option list (the 250 countries of the directory's search form) travels in a page's data as
// one string: React Router's serializer works value by value, and the list was half the values of a
// directory page (docs/performance.md). Unit and record separators never occur in a label.
const FIELD = '\u001f';
const ITEM = '\u001e';

export type Option = { value: string; label: string };

export const packOptions = (options: Option[]): string => options.map((o) => `${o.value}${FIELD}${o.label}`).join(ITEM);

// The same few lists (the countries, one per language) arrive on every directory page: each is
// unpacked once (0.18 ms a page on the server). Bounded: a list that changes adds an entry.
const unpacked = new Map<string, Option[]>();
const UNPACKED_MAX = 8;

export function unpackOptions(packed: string): Option[] {
  if (!packed) return [];
  let options = unpacked.get(packed);
  if (options) return options;
  options = packed.split(ITEM).map((item) => {
    const [value = '', label = ''] = item.split(FIELD);
    return { value, label };
  });
  if (unpacked.size < UNPACKED_MAX) unpacked.set(packed, options);
  return options;
}
