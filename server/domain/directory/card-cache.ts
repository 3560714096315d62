/**
 * Rows of listings read from the database by id (the cards of a search page, map markers), kept
 * until directory-index.ts sees the listing change. A search page is then answered without the
 * database. Bounded: the oldest rows go first.
 */
const READ_AT_ONCE = 500;

export type CardCacheOptions<R> = { schoolOf?: (row: R) => number; counted?: (row: R) => { viewers: number }; capacity?: number };

export class CardCache<R> {
  private readonly rows = new Map<number, R>();
  /** Moves on every forget: a read that started before it may hold an older row, not kept. */
  private generation = 0;
  private readonly capacity: number;
  private readonly idOf: (row: R) => number;
  /** For rows that show their school (events): the school, whose change makes them old too. */
  readonly schoolOf?: (row: R) => number;
  /** For rows that show a view count: the object holding it, patched when only the count changes. */
  readonly counted?: (row: R) => { viewers: number };

  constructor(idOf: (row: R) => number, options: CardCacheOptions<R> = {}) {
    this.idOf = idOf;
    this.schoolOf = options.schoolOf;
    this.counted = options.counted;
    this.capacity = options.capacity ?? 10_000;
  }

  get size(): number {
    return this.rows.size;
  }

  /** The rows of these ids in this order; those not held are read with `load` (which may leave some out). */
  async read(ids: number[], load: (ids: number[]) => Promise<R[]>): Promise<R[]> {
    const missing = ids.filter((id) => !this.rows.has(id));
    const generation = this.generation;
    const loaded = new Map((missing.length ? await load(missing) : []).map((row) => [this.idOf(row), row]));
    if (generation === this.generation) for (const [id, row] of loaded) this.keep(id, row);
    return ids.flatMap((id) => loaded.get(id) ?? this.rows.get(id) ?? []);
  }

  /** Reads these rows into memory (at start-up), a few hundred per query, as many as it keeps; returns how many it holds. */
  async readAll(ids: number[], load: (ids: number[]) => Promise<R[]>): Promise<number> {
    const kept = ids.slice(0, this.capacity);
    for (let i = 0; i < kept.length; i += READ_AT_ONCE) await this.read(kept.slice(i, i + READ_AT_ONCE), load);
    return this.rows.size;
  }

  forget(ids: Iterable<number>): void {
    this.generation++;
    for (const id of ids) this.rows.delete(id);
  }

  /** A new view count for the held row of this id; rows being read meanwhile may hold the old one: not kept. */
  setViewers(id: number, viewers: number): void {
    if (!this.counted) return;
    this.generation++;
    const row = this.rows.get(id);
    if (row !== undefined) this.counted(row).viewers = viewers;
  }

  forgetOfSchools(schoolIds: Set<number>): void {
    const schoolOf = this.schoolOf;
    if (!schoolOf) return;
    this.generation++;
    for (const [id, row] of this.rows) if (schoolIds.has(schoolOf(row))) this.rows.delete(id);
  }

  private keep(id: number, row: R): void {
    this.rows.delete(id);
    this.rows.set(id, row);
    if (this.rows.size > this.capacity) this.rows.delete(this.rows.keys().next().value as number);
  }
}
