import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { sweepDataExports } from '../../domain/users/data-export.ts';
import { staffToken } from '../../test/applications.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { richMember } from '../../test/member-data.ts';
import { lastMailTo } from '../../test/outbox.ts';

// A member's copy of their data (docs/decisions/0041-data-export-and-erasure.md): asked for, made by
// the job, read back from the archive, for its member alone, until it expires.

let t: TestApp;
let rich: Awaited<ReturnType<typeof richMember>>;
let staff: string;
let visitor: string;
const folders: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
  rich = await richMember(t);
  staff = await staffToken(t.app);
  visitor = await clientToken(t.app);
}, 120_000);
afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const exportCall = (token: string | null, method: 'GET' | 'POST', lang?: string) =>
  call(t.app, token, { method, url: '/api/user-profile/export/', ...(lang ? { lang } : {}) });
const download = (token: string | null, id: number) => call(t.app, token, { method: 'GET', url: `/api/user-profile/export/${id}/download/` });

/** Unpacks a .tar.gz answer into a new folder. */
async function unpack(body: Buffer): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wya-export-test-'));
  folders.push(dir);
  writeFileSync(path.join(dir, 'archive.tar.gz'), body);
  const root = path.join(dir, 'root');
  await import('node:fs/promises').then((fs) => fs.mkdir(root));
  await extract({ file: path.join(dir, 'archive.tar.gz'), cwd: root, strict: true });
  return root;
}
const json = (root: string, name: string) => JSON.parse(readFileSync(path.join(root, name), 'utf8'));
const allText = (root: string): string =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') || f.endsWith('.txt'))
    .map((f) => readFileSync(path.join(root, f), 'utf8'))
    .join('\n');

describe('a copy of my data', () => {
  let exportId: number;
  let root: string;

  it('is asked for once at a time, and made by the background job', async () => {
    const { member } = rich;
    expect((await exportCall(member.token, 'GET')).json()).toMatchObject({ id: null, state: 'none', download_url: null });
    const asked = await exportCall(member.token, 'POST', 'th');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ state: 'requested', download_url: null, detail: 'เรากำลังเตรียมสำเนาข้อมูลของคุณ และจะแจ้งเตือนเมื่อพร้อม' });
    exportId = asked.json().id;
    const again = await exportCall(member.token, 'POST', 'zh');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('您的副本正在准备中，请等待准备完成。');

    await t.drainJobs();
    const ready = (await exportCall(member.token, 'GET')).json();
    expect(ready).toMatchObject({ id: exportId, state: 'ready', download_url: `/api/user-profile/export/${exportId}/download/` });
    const days = (Date.parse(ready.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(ready.size).toBeGreaterThan(1000);
    // Told in the bell and by mail, whatever the notification choice.
    const bell = (await call(t.app, member.token, { method: 'GET', url: '/api/notification' })).json().results;
    expect(bell[0]).toMatchObject({ message: expect.stringContaining('copy of your data is ready'), custom_url: '/user-profile#your-data' });
    expect(lastMailTo(t.dataDir, member.email)).toMatch(/copy of your World Yoga Alliance data is ready[\s\S]*\/user-profile#your-data/);
  });

  it('downloads as one .tar.gz of JSON and files, for its member alone', async () => {
    const res = await download(rich.member.token, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wya-my-data-\d{4}-\d{2}-\d{2}\.tar\.gz"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    root = await unpack(res.rawPayload);
    // Nobody else: not another member, not staff, not a visitor.
    const other = await newMember(t.app);
    expect((await download(other.token, exportId)).statusCode).toBe(404);
    expect((await download(staff, exportId)).statusCode).toBe(404);
    expect((await download(visitor, exportId)).statusCode).toBe(403);
    expect((await download(null, exportId)).statusCode).toBe(401);
  });

  it('holds every record about the member', () => {
    const { member } = rich;
    expect(json(root, 'manifest.json')).toMatchObject({ format: 1, member_id: member.pk, username: member.username, files_not_found: [] });
    expect(readFileSync(path.join(root, 'README.txt'), 'utf8')).toContain('billing.json');
    const account = json(root, 'account.json');
    expect(account.user).toMatchObject({ id: member.pk, email: member.email, username: member.username, first_name: 'Test' });
    expect(account.user).not.toHaveProperty('password_hash');
    expect(account.profile).toMatchObject({ location: 'Chiang Mai', avatar_file: expect.stringMatching(/^files\/avatar\//) });
    expect(account.consents.terms_accepted_at).toBeTruthy();
    expect(account.invoice_addresses[0]).toMatchObject({ first_name: 'Mali', post_code: '50200' });

    const schools = json(root, 'schools.json') as { id: number; name: string; documents: { kind: string; file: string }[]; events: { subject: string }[] }[];
    const application = schools.find((s) => s.id === rich.application);
    expect(application?.documents.map((d) => d.kind).sort()).toEqual(['code_of_ethics', 'cv', 'school_details', 'syllabus']);
    // The documents themselves, byte for byte a PDF.
    for (const d of application?.documents ?? []) expect(readFileSync(path.join(root, d.file)).subarray(0, 5).toString()).toBe('%PDF-');
    const listed = schools.find((s) => s.id === rich.listed.id);
    expect(listed?.events.map((e) => e.subject).sort()).toEqual(['Lotus CE weekend', 'Lotus retreat']);
    expect(json(root, 'teachers.json').map((x: { id: number }) => x.id)).toEqual([rich.teacher.id]);

    const billing = json(root, 'billing.json');
    const invoice = billing.invoices.find((i: { id: number }) => i.id === rich.invoiceId);
    expect(invoice).toMatchObject({
      status: 'paid',
      bill_to: { first_name: 'Mali', address: '12 Nimman Road, Suthep' },
      receipt_number: expect.stringMatching(/^RCT-/),
    });
    expect(invoice.items.length).toBeGreaterThan(0);
    expect(billing.payments[0]).toMatchObject({ method: 'card', status: 'verified' });

    const bookings = json(root, 'bookings.json') as { id: number; school: { name: string } }[];
    expect(bookings.map((b) => b.id).sort()).toEqual([rich.own.booking, rich.own.attended].sort());
    expect(json(root, 'certificates.json')[0]).toMatchObject({ code: rich.own.certificate.replace('-', ''), member_name: 'Test Member' });
    expect(json(root, 'ratings-and-comments.json')[0]).toMatchObject({
      rating: 5,
      comment: 'Calm studio, kind teachers.',
      school: { name: 'Host Valley Yoga' },
    });
    const notifications = json(root, 'notifications.json') as { message: string }[];
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.every((n) => n.message && !n.message.startsWith('notifications.'))).toBe(true);
    const audit = json(root, 'audit-log.json') as { actor: string; action: string }[];
    expect(audit.some((e) => e.action === 'card.paid' || e.action === 'invoice.paid')).toBe(true);
    expect(audit.every((e) => ['you', 'office', 'system'].includes(e.actor))).toBe(true);

    // Every file listed is in the archive.
    const files = json(root, 'files.json') as { path: string; kind: string }[];
    expect(files.map((f) => f.kind)).toEqual(expect.arrayContaining(['application_document', 'avatar']));
    for (const f of files) expect(existsSync(path.join(root, f.path)), f.path).toBe(true);
  });

  it('holds nobody else’s data', () => {
    const text = allText(root);
    for (const other of [rich.guest, rich.host, rich.waiting]) {
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.username);
    }
    // The guest's booking of the member's event (bookings.json holds the member's own only, above) and
    // the guest's certificate belong to the guest; the school's own graduate list is the school's record.
    expect(text).not.toContain(rich.guest.certificate.replace('-', ''));
  });

  it('expires: then it is gone for its member too, the daily pass removes the file, and a new one may be asked for', async () => {
    const { member } = rich;
    const [row] = await t.app.deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(await t.app.deps.storage.get(row.storageKey)).not.toBeNull();
    await t.app.deps.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, exportId));
    expect((await exportCall(member.token, 'GET')).json()).toMatchObject({ state: 'expired', download_url: null, expires_at: null });
    const gone = await download(member.token, exportId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('This copy is no longer available. Ask for a new one on your profile page.');
    expect(await sweepDataExports(t.app.deps, { now: new Date() })).toBe(1);
    expect(await t.app.deps.storage.get(row.storageKey)).toBeNull();
    expect((await exportCall(member.token, 'POST')).statusCode).toBe(202);
  });

  it('gives up on a request whose job never finished, so the member can ask again', async () => {
    const member = await newMember(t.app);
    const first = (await exportCall(member.token, 'POST')).json();
    await t.app.deps.db
      .update(dataExports)
      .set({ requestedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(dataExports.id, first.id));
    expect((await exportCall(member.token, 'GET')).json().state).toBe('failed');
    expect((await exportCall(member.token, 'POST')).statusCode).toBe(202);
    await t.drainJobs();
    expect((await exportCall(member.token, 'GET')).json().state).toBe('ready');
  });

  it('is for members only', async () => {
    expect((await exportCall(null, 'GET')).statusCode).toBe(401);
    expect((await exportCall(visitor, 'POST')).statusCode).toBe(403);
  });
});
