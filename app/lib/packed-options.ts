// A long option list (the 250 countries of the directory's search form) travels in a page's data as
// one string: React Router's serializer works value by value, and the list was half the values of a
// directory page (docs/performance.md). Unit and record separators never occur in a label.
const FIELD = '\u001f';
const ITEM = '\u001e';

export type Option = { value: string; label: string };

export const packOptions = (options: Option[]): string => options.map((o) => `${o.value}${FIELD}${o.label}`).join(ITEM);

export function unpackOptions(packed: string): Option[] {
  if (!packed) return [];
  return packed.split(ITEM).map((item) => {
    const [value = '', label = ''] = item.split(FIELD);
    return { value, label };
  });
}
