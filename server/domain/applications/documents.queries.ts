import { and, asc, count, eq } from 'drizzle-orm';
import type { ApplicationKind } from '#common/applications.ts';
import type { Db } from '../../db/client.ts';
import { schoolDocuments, teacherDocuments } from '../../db/schema/index.ts';

// An application's private documents: the two tables differ only in the listing they point to.

const documentsOf = (kind: ApplicationKind) =>
  kind === 'school' ? { table: schoolDocuments, listingId: schoolDocuments.schoolId } : { table: teacherDocuments, listingId: teacherDocuments.teacherId };

const ofKind = (kind: ApplicationKind, listingId: number, documentKind: string) => {
  const d = documentsOf(kind);
  return and(eq(d.listingId, listingId), eq(d.table.kind, documentKind));
};

export async function selectDocuments(db: Db, kind: ApplicationKind, listingId: number) {
  const { table, listingId: column } = documentsOf(kind);
  return db
    .select({ id: table.id, kind: table.kind, fileKey: table.fileKey, fileName: table.fileName, createdAt: table.createdAt })
    .from(table)
    .where(eq(column, listingId))
    .orderBy(asc(table.createdAt), asc(table.id));
}

export async function insertDocument(db: Db, kind: ApplicationKind, listingId: number, document: { kind: string; fileKey: string; fileName: string }) {
  if (kind === 'school') await db.insert(schoolDocuments).values({ schoolId: listingId, ...document });
  else await db.insert(teacherDocuments).values({ teacherId: listingId, ...document });
}

/** Removes the listing's documents of a kind (a new CV replaces the old one); answers their storage keys. */
export async function deleteDocumentsOfKind(db: Db, kind: ApplicationKind, listingId: number, documentKind: string): Promise<string[]> {
  const { table } = documentsOf(kind);
  const rows = await db
    .delete(table)
    .where(ofKind(kind, listingId, documentKind))
    .returning({ fileKey: table.fileKey });
  return rows.map((r) => r.fileKey);
}

export async function deleteDocument(db: Db, kind: ApplicationKind, listingId: number, documentId: number): Promise<string | null> {
  const { table, listingId: column } = documentsOf(kind);
  const [row] = await db
    .delete(table)
    .where(and(eq(column, listingId), eq(table.id, documentId)))
    .returning({ fileKey: table.fileKey });
  return row?.fileKey ?? null;
}

export async function countDocuments(db: Db, kind: ApplicationKind, listingId: number, documentKind: string): Promise<number> {
  const { table } = documentsOf(kind);
  const [{ total }] = await db
    .select({ total: count() })
    .from(table)
    .where(ofKind(kind, listingId, documentKind));
  return total;
}
