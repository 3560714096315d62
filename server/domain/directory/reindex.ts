import type { Deps } from '../deps.ts';
import { selectEventAnyState, updateEvent } from '../events/event-editing.queries.ts';
import { searchColumns } from '../events/event-editing.ts';
import { refreshSchoolSearch } from '../schools/school-applications.ts';
import { refreshTeacherSearch } from '../teachers/teacher-applications.ts';
import { type ListingTable, nextListingIds } from './reindex.queries.ts';

const BATCH = 200;

/**
 * Writes every listing's search columns again from what it holds now. Needed once after the place
 * names a listing is found by change (decision 0053: regions and countries named from CLDR), since
 * search text is written when a listing is saved. One listing at a time, so it can run beside the site.
 */
export async function reindexListings(deps: Pick<Deps, 'db'>, options: { countryIds?: number[]; onBatch?: (kind: ListingTable, done: number) => void } = {}) {
  const done: Record<ListingTable, number> = { schools: 0, teachers: 0, events: 0 };
  for (const kind of ['schools', 'teachers', 'events'] as const) {
    let after = 0;
    for (;;) {
      const ids = await nextListingIds(deps.db, kind, after, BATCH, options.countryIds);
      if (!ids.length) break;
      for (const id of ids) await reindexOne(deps, kind, id);
      done[kind] += ids.length;
      after = ids[ids.length - 1];
      options.onBatch?.(kind, done[kind]);
    }
  }
  return done;
}

async function reindexOne(deps: Pick<Deps, 'db'>, kind: ListingTable, id: number) {
  if (kind === 'schools') return refreshSchoolSearch(deps.db, id);
  if (kind === 'teachers') return refreshTeacherSearch(deps.db, id);
  const row = await selectEventAnyState(deps.db, id);
  if (row) await updateEvent(deps.db, id, await searchColumns(deps, row.event));
}
