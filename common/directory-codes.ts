// Codes and sizes of the directory (SPEC §3), without its schemas: pages import these without loading Zod
// (building the schemas costs a phone ≈ 25 ms as a page starts). common/directory.ts re-exports them.
import { SCHOOL_STANDARD_CODES, TEACHER_STANDARD_CODES } from './standards.ts';

/**
 * Where a school or teacher listing stands; only `approved` and still valid listings are public. Its
 * application goes draft → awaiting_payment → pending (waiting for review) → approved, changes_requested
 * or rejected; staff may suspend a listing (docs/decisions/0013-application-states.md). A school
 * whose owner deleted their account is `closed` for good (docs/decisions/0041-data-export-and-erasure.md).
 */
export const LISTING_STATUSES = ['draft', 'awaiting_payment', 'pending', 'changes_requested', 'approved', 'rejected', 'suspended', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** School levels of registration (SPEC §2 standards codes that a school holds). */
export const SCHOOL_LEVELS = SCHOOL_STANDARD_CODES;
/** Teacher registration types (SPEC §6: RTY, CYT). */
export const TEACHER_TYPES = TEACHER_STANDARD_CODES;
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
/** Search lists count their matches up to this many; beyond, they say "more than 1,000" (an exact count of a common word costs a scan). */
export const DIRECTORY_COUNT_CAP = 1000;

/** How many upcoming events a school's profile page shows (the server holds them for every school). */
export const SCHOOL_PAGE_EVENTS = 6;
/** How many comments a school's profile page shows at a time (the server holds the first page of every school). */
export const SCHOOL_PAGE_COMMENTS = 10;
/** How many graduates a school's profile page shows at a time (the server holds the first page, newest first, of the schools visited). */
export const SCHOOL_PAGE_GRADUATES = 20;
/** How many gallery pictures a school's profile page shows. */
export const SCHOOL_PAGE_PICTURES = 24;
export const DIRECTORY_PAGE_SIZE_MAX = 100;
export const MARKERS_MAX = 1000;
export const COMMENT_MAX_LENGTH = 1000;
export const GRADUATE_ORDERINGS = ['number', '-number', 'date', '-date', 'name', '-name'] as const;
export const LIST_ORDERINGS = ['relevance', 'popular', 'recommended', 'name', 'newest'] as const;
