// A likely IANA time zone of a place from its country (ISO code) and longitude: the default zone of a
// new event at its school's place (the API's default, and the editor's preselected zone; the school can change it).
// Countries spanning several zones are split by longitude; unknown places give null (the caller's UTC).

const SINGLE: Record<string, string> = {
  TH: 'Asia/Bangkok',
  IN: 'Asia/Kolkata',
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  LK: 'Asia/Colombo',
  NP: 'Asia/Kathmandu',
  BD: 'Asia/Dhaka',
  PK: 'Asia/Karachi',
  VN: 'Asia/Ho_Chi_Minh',
  KH: 'Asia/Phnom_Penh',
  LA: 'Asia/Vientiane',
  MM: 'Asia/Yangon',
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  PH: 'Asia/Manila',
  AE: 'Asia/Dubai',
  IL: 'Asia/Jerusalem',
  TR: 'Europe/Istanbul',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  PT: 'Europe/Lisbon',
  ES: 'Europe/Madrid',
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  NL: 'Europe/Amsterdam',
  DE: 'Europe/Berlin',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  IT: 'Europe/Rome',
  GR: 'Europe/Athens',
  PL: 'Europe/Warsaw',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  ZA: 'Africa/Johannesburg',
  KE: 'Africa/Nairobi',
  EG: 'Africa/Cairo',
  NZ: 'Pacific/Auckland',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  PE: 'America/Lima',
  CR: 'America/Costa_Rica',
};

/** West to east: [the zone's eastern edge of longitude, zone]; the first edge past the place wins. */
const SPLIT: Record<string, [number, string][]> = {
  US: [
    [-140, 'Pacific/Honolulu'],
    [-114, 'America/Los_Angeles'],
    [-102, 'America/Denver'],
    [-86, 'America/Chicago'],
    [180, 'America/New_York'],
  ],
  CA: [
    [-120, 'America/Vancouver'],
    [-102, 'America/Edmonton'],
    [-90, 'America/Winnipeg'],
    [-64, 'America/Toronto'],
    [180, 'America/Halifax'],
  ],
  MX: [
    [-106, 'America/Tijuana'],
    [180, 'America/Mexico_City'],
  ],
  BR: [
    [-60, 'America/Manaus'],
    [180, 'America/Sao_Paulo'],
  ],
  AU: [
    [129, 'Australia/Perth'],
    [141, 'Australia/Adelaide'],
    [180, 'Australia/Sydney'],
  ],
  ID: [
    [114, 'Asia/Jakarta'],
    [125, 'Asia/Makassar'],
    [180, 'Asia/Jayapura'],
  ],
  RU: [
    [60, 'Europe/Moscow'],
    [180, 'Asia/Novosibirsk'],
  ],
};

export function likelyTimeZone(country: string | null | undefined, longitude: number | null | undefined): string | null {
  if (!country) return null;
  const code = country.toUpperCase();
  if (SINGLE[code]) return SINGLE[code];
  const split = SPLIT[code];
  if (!split) return null;
  if (longitude === null || longitude === undefined) return split[split.length - 1][1];
  return (split.find(([edge]) => longitude <= edge) ?? split[split.length - 1])[1];
}
