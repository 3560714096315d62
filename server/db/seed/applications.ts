import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { createPdf, pdfBuffer, writeText } from '../../lib/pdf.ts';
import { createStorage, type Storage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { countries, notifications, schoolDocuments, schools, storedFiles, teacherDocuments, teachers, users } from '../schema/index.ts';

// Applications at every stage the newcomer should see (issue 10, 12): mali's school application in
// progress, and paid applications waiting for the office (a school and a teacher), each with its
// private documents.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A one-page PDF saying what it is, so a downloaded document opens as a real file. */
async function demoPdf(title: string): Promise<Buffer> {
  const doc = await createPdf({ title, lang: 'en' });
  writeText(doc, title, { bold: true, size: 18 });
  writeText(doc, 'Demo document of World Yoga Alliance', { size: 11 });
  return pdfBuffer(doc);
}

/** Stores a private document file and records it, as an upload through the application-document policy would. */
async function storeDocument(db: Db, storage: Storage, ownerId: number, kind: string, title: string) {
  const data = await demoPdf(title);
  const fileName = `${kind.replace(/_/g, '-')}.pdf`;
  const key = `private/documents/${ownerId}/demo-${kind}-${ownerId}.pdf`;
  await storage.put(key, data, { contentType: 'application/pdf', size: data.length, cacheControl: 'private, no-store' });
  await db.insert(storedFiles).values({
    ownerId,
    kind: 'application_document',
    storageKey: key,
    originalName: fileName,
    size: data.length,
    contentType: 'application/pdf',
    private: true,
  });
  return { kind, fileKey: key, fileName };
}

export async function seedDemoApplications(db: Db, config: Config): Promise<void> {
  const storage = createStorage(config);
  const members = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['ananda', 'mali']))
    ).map((u) => [u.username, u.id]),
  );
  const [thailand] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code2, 'TH'));

  // mali: the information step done, the rest still to do.
  await db.insert(schools).values({
    userId: members.get('mali') as number,
    slug: 'mali-yoga-studio-phuket',
    name: 'Mali Yoga Studio Phuket',
    address: '18/2 Rat-U-Thit 200 Pi Road, Patong',
    countryId: thailand?.id ?? null,
    city: 'Phuket',
    email: 'hello@maliyoga.example.com',
    phone: '+66 76 340 118',
    ownerName: 'Mali Srisuk',
    primaryContactName: 'Mali Srisuk',
    primaryContactEmail: 'mali@example.com',
    primaryContactPhone: '+66 81 402 7713',
    introduction: 'A small studio by Patong beach teaching hatha and yin, with a first 200-hour teacher training planned for next year.',
    levels: ['RSY'],
    styles: ['hatha', 'yin'],
    status: 'draft',
    language: 'th',
  });

  // Paid and waiting for the office: the demo pending school gets its documents and dates.
  const [pendingSchool] = await db.select({ id: schools.id, userId: schools.userId }).from(schools).where(eq(schools.slug, 'chiang-mai-new-school'));
  if (pendingSchool) {
    await db
      .update(schools)
      .set({ membershipType: 'annual', currency: 'THB', language: 'en', submittedAt: daysAgo(6), paidAt: daysAgo(5), memberSince: null, validUntil: null })
      .where(eq(schools.id, pendingSchool.id));
    for (const [kind, title] of [
      ['cv', 'Curriculum vitae - Somchai Jaidee'],
      ['syllabus', 'RSY 200-hour syllabus'],
      ['code_of_ethics', 'Code of ethics'],
      ['school_details', 'School details and facilities'],
    ]) {
      const document = await storeDocument(db, storage, pendingSchool.userId, kind, title);
      await db.insert(schoolDocuments).values({ schoolId: pendingSchool.id, ...document });
    }
  }

  // A teacher registration, paid, waiting for review: the demo pending teacher gets its documents and dates.
  const [pendingTeacher] = await db.select({ id: teachers.id, userId: teachers.userId }).from(teachers).where(eq(teachers.slug, 'pending-teacher-demo'));
  if (pendingTeacher) {
    await db
      .update(teachers)
      .set({ membershipType: 'lifetime', currency: 'USD', language: 'th', submittedAt: daysAgo(3), paidAt: daysAgo(3), memberSince: null, validUntil: null })
      .where(eq(teachers.id, pendingTeacher.id));
    for (const [kind, title] of [
      ['cv', 'Curriculum vitae - Somsak'],
      ['certificates', 'RYT 200 certificate - Somsak'],
    ]) {
      const document = await storeDocument(db, storage, pendingTeacher.userId, kind, title);
      await db.insert(teacherDocuments).values({ teacherId: pendingTeacher.id, ...document });
    }
  }

  // ananda's bell: the approval of her school, not read yet.
  const [anandaSchool] = await db
    .select({ name: schools.name, wya: schools.wyaSchoolId })
    .from(schools)
    .where(eq(schools.userId, members.get('ananda') as number))
    .limit(1);
  if (anandaSchool) {
    await db.insert(notifications).values([
      {
        userId: members.get('ananda') as number,
        messageKey: 'school_approved',
        params: { listing: anandaSchool.name, wya_id: anandaSchool.wya ?? '' },
        customUrl: '/school/profile',
        notifyAt: daysAgo(2),
      },
    ]);
  }
}
