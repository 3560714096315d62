import { isLanguage, type Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { cleanFileName } from '../files/files.ts';
import {
  selectAccount,
  selectAuditAbout,
  selectBilling,
  selectEventParts,
  selectMessagesToOffice,
  selectOwnBookings,
  selectOwnCertificates,
  selectOwnClaims,
  selectOwnFiles,
  selectOwnNotifications,
  selectOwnRatings,
  selectOwnSchools,
  selectOwnTeachers,
} from './data-export-records.queries.ts';

// What a member's data export holds (the format is described in README.txt inside the archive and in
// docs/decisions/0041-data-export-and-erasure.md): one JSON document per kind of record, field names
// as the database has them (snake_case), and every file they uploaded under files/.

/** A file to copy into the archive: its storage key and where it goes inside. */
export type ExportFile = { key: string; path: string; name: string; kind: string; contentType: string | null; size: number | null };
export type ExportContents = { lang: Language; username: string; documents: Record<string, unknown>; files: ExportFile[] };

/** Columns that are the site's machinery, not the member's data (search helpers) or that must never leave (the password hash). */
const INTERNAL = new Set([
  'passwordHash',
  'searchText',
  'searchVector',
  'namesVector',
  'searchPairs',
  'nameSearch',
  'placeSearch',
  'idempotencyKey',
  'hiddenBy',
  'reviewedBy',
  'storageKey',
]);

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as the archive shows it: snake_case names, dates as ISO strings, internal columns left out. */
export function plain(row: Record<string, unknown> | null | undefined, omit: string[] = []): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (INTERNAL.has(key) || omit.includes(key)) continue;
    out[snake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
const plainAll = (rows: Record<string, unknown>[], omit: string[] = []) => rows.map((r) => plain(r, omit));

/** Files named by storage key, each given one path in the archive. */
function fileIndex() {
  const byKey = new Map<string, ExportFile>();
  return {
    /** The archive path of a stored file (adding it once); null for no file. */
    add(key: string | null | undefined, about: { name?: string | null; kind: string; contentType?: string | null; size?: number | null }): string | null {
      if (!key) return null;
      const known = byKey.get(key);
      if (known) return known.path;
      const base = cleanFileName(about.name || key.split('/').pop() || 'file', 'file').replace(/[/\\]/g, '_');
      const path = `files/${about.kind}/${byKey.size + 1}-${base}`;
      byKey.set(key, { key, path, name: base, kind: about.kind, contentType: about.contentType ?? null, size: about.size ?? null });
      return path;
    },
    list: () => [...byKey.values()],
  };
}

export async function collectMemberData(db: Db, userId: number): Promise<ExportContents> {
  const account = await selectAccount(db, userId);
  const lang: Language = isLanguage(account.user.language) ? account.user.language : 'en';
  const files = fileIndex();
  // The uploads table first, so files keep the names the member gave them.
  const stored = await selectOwnFiles(db, userId);
  for (const f of stored) files.add(f.storageKey, { name: f.originalName, kind: f.kind, contentType: f.contentType, size: f.size });
  const ref = (key: string | null | undefined, kind: string, name?: string | null) => files.add(key, { kind, name });

  const ownSchools = await selectOwnSchools(db, userId);
  const parts = await selectEventParts(
    db,
    ownSchools.events.map((e) => e.id),
  );
  const ownTeachers = await selectOwnTeachers(db, userId);
  const billing = await selectBilling(db, userId);
  const ratings = await selectOwnRatings(db, userId);
  const slipName = new Map(stored.map((f) => [f.id, f.storageKey]));

  const documents: Record<string, unknown> = {
    'account.json': {
      user: plain(account.user, ['deletedAt']),
      profile: account.profile ? { ...plain(account.profile), avatar_file: ref(account.profile.avatar, 'avatar') } : null,
      consents: {
        terms_accepted_at: account.user.termsAcceptedAt?.toISOString() ?? null,
        email_notifications: account.profile?.emailNotifications ?? null,
      },
      social_accounts: plainAll(account.social),
      invoice_addresses: plainAll(account.addresses),
    },
    'schools.json': ownSchools.rows.map((s) => ({
      ...plain(s),
      logo_file: ref(s.logo, 'logo'),
      cover_image_file: ref(s.coverImage, 'cover'),
      instructors: plainAll(ownSchools.instructors.filter((i) => i.schoolId === s.id)),
      documents: ownSchools.documents
        .filter((d) => d.schoolId === s.id)
        .map((d) => ({ ...plain(d), file: ref(d.fileKey, 'application_document', d.fileName) })),
      gallery: ownSchools.gallery.filter((g) => g.schoolId === s.id).map((g) => ({ ...plain(g), file: ref(g.image, 'gallery') })),
      graduates: plainAll(ownSchools.graduates.filter((g) => g.schoolId === s.id)),
      events: ownSchools.events
        .filter((e) => e.schoolId === s.id)
        .map((e) => ({
          ...plain(e),
          image_file: ref(e.image, 'event_image'),
          images: parts.images.filter((i) => i.eventId === e.id).map((i) => ({ ...plain(i), file: ref(i.image, 'event_image') })),
          instructors: plainAll(parts.instructors.filter((i) => i.eventId === e.id)),
          selected_options: parts.selected.filter((o) => o.eventId === e.id).map((o) => o.optionId),
          custom_options: plainAll(parts.custom.filter((o) => o.eventId === e.id)),
        })),
    })),
    'teachers.json': ownTeachers.rows.map((t) => ({
      ...plain(t),
      photo_file: ref(t.photo, 'photo'),
      cover_image_file: ref(t.coverImage, 'cover'),
      documents: ownTeachers.documents
        .filter((d) => d.teacherId === t.id)
        .map((d) => ({ ...plain(d), file: ref(d.fileKey, 'application_document', d.fileName) })),
      gallery: ownTeachers.gallery.filter((g) => g.teacherId === t.id).map((g) => ({ ...plain(g), file: ref(g.image, 'gallery') })),
    })),
    'billing.json': {
      invoices: billing.invoices.map((i) => ({ ...plain(i), items: plainAll(billing.items.filter((item) => item.invoiceId === i.id)) })),
      payments: billing.payments.map((p) => ({ ...plain(p), slip_file: p.slipFileId ? ref(slipName.get(p.slipFileId), 'transfer_slip') : null })),
    },
    'bookings.json': (await selectOwnBookings(db, userId)).map((b) => ({ ...plain(b.booking), event: plain(b.event), school: plain(b.school) })),
    'certificates.json': plainAll(await selectOwnCertificates(db, userId)),
    'ratings-and-comments.json': ratings.map((r) => ({ ...plain(r.rating), school: plain(r.school) })),
    'graduate-claims.json': (await selectOwnClaims(db, userId)).map((c) => ({
      ...plain(c.claim),
      graduate: plain(c.graduate, ['schoolId']),
      school: plain(c.school),
    })),
    'notifications.json': (await selectOwnNotifications(db, userId)).map((n) => ({
      ...plain(n),
      message: translate(lang, `notifications.${n.messageKey}`, n.params),
    })),
  };
  const office = await selectMessagesToOffice(db, userId);
  documents['messages-to-the-office.json'] = {
    contact_messages: plainAll(office.contact),
    feedback: plainAll(office.feedback),
    platform_event_applications: office.platform.map((a) => ({ ...plain(a.application), event: plain(a.event) })),
  };
  const audit = await selectAuditAbout(db, userId, {
    schools: ownSchools.rows.map((s) => s.id),
    teachers: ownTeachers.rows.map((t) => t.id),
    invoices: billing.invoices.map((i) => i.id),
    payments: billing.payments.map((p) => p.id),
    ratings: ratings.map((r) => r.rating.id),
  });
  // Who acted is said by role: the member, the office or the system; staff members are not named.
  documents['audit-log.json'] = audit.map(({ actorId, ...entry }) => ({
    ...plain(entry),
    actor: actorId === null ? 'system' : actorId === userId ? 'you' : 'office',
  }));
  documents['files.json'] = files.list().map((f) => ({ path: f.path, name: f.name, kind: f.kind, content_type: f.contentType, size: f.size }));
  return { lang, username: account.user.username, documents, files: files.list() };
}
