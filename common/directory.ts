// Codes of the directory (SPEC §3), shared by the web and the server. Labels live in locales/*/directory.json.

/** Where a school or teacher listing stands; only `approved` and still valid listings are public. */
export const LISTING_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'suspended'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** School levels of registration (SPEC §2 standards codes that a school holds). */
export const SCHOOL_LEVELS = ['RSY', 'CYS', 'AYS', 'KYS', 'PYS', 'YTS', 'AVS', 'YYS', 'MSS', 'GYS', 'AYP', 'OYCP', 'EYEP'] as const;
/** Teacher registration types (SPEC §6: RTY, CYT). */
export const TEACHER_TYPES = ['RTY', 'CYT'] as const;
/** Teacher levels of registration, in training hours. */
export const TEACHER_LEVELS = ['200', '300', '500', '1000'] as const;
export const YOGA_STYLES = [
  'hatha',
  'ashtanga',
  'vinyasa',
  'yin',
  'kundalini',
  'iyengar',
  'sivananda',
  'restorative',
  'power',
  'prenatal',
  'kids',
  'aerial',
  'meditation',
  'therapy',
  'ayurveda',
] as const;
export const TRAINING_TYPES = ['residential', 'non_residential', 'online', 'hybrid', 'retreat', 'workshop'] as const;
export const DIRECTORY_KINDS = ['schools', 'teachers', 'events'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_PAGE_SIZE_MAX = 100;
export const MARKERS_MAX = 1000;
export const COMMENT_MAX_LENGTH = 1000;
export const GRADUATE_ORDERINGS = ['number', '-number', 'date', '-date', 'name', '-name'] as const;
export const LIST_ORDERINGS = ['relevance', 'popular', 'recommended', 'name', 'newest'] as const;
