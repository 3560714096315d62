import { teachers } from '../../db/schema/index.ts';
import { listingRows } from '../applications/listing-rows.queries.ts';

export type TeacherRow = typeof teachers.$inferSelect;
export type TeacherValues = Partial<typeof teachers.$inferInsert>;
/** A teacher's row in any state (select, lock, insert, update), as its application reads and writes it. */
export const teacherRows = listingRows(teachers);
