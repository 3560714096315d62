import type { Place } from '#common/directory.ts';

/** "Chiang Mai, Chiang Mai, Thailand" without repeats. */
export function placeLabel(p: Place): string {
  const parts = [p.city, p.region?.name, p.country?.name].filter((x): x is string => Boolean(x));
  return parts.filter((x, i) => parts.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i).join(', ');
}
