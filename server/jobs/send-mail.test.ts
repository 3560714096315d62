import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailJob, queueMail } from '../domain/mail/queue-mail.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { lastMailTo, outbox } from '../test/outbox.ts';
import { sendMailJob } from './send-mail.ts';
import { drainJobs, runJob } from './worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the mail job', () => {
  it('sends in the recipient language, as HTML with a plain-text part, with attachments from a path or from bytes', async () => {
    writeFileSync(path.join(t.dataDir, 'receipt.txt'), 'Receipt R-0001');
    await queueMail(t.app.deps, {
      to: 'thai.member@example.com',
      lang: 'th',
      template: 'password_reset',
      params: { name: 'Mali', hours: 24, link: 'http://localhost:3000/auth/confirm-reset-password/MQ/abc?lang=th' },
      attachments: [
        { filename: 'receipt.txt', path: 'receipt.txt', contentType: 'text/plain' },
        { filename: 'note.txt', content: Buffer.from('Hello from a buffer'), contentType: 'text/plain' },
      ],
    });
    expect(lastMailTo(t.dataDir, 'thai.member@example.com')).toBeUndefined();
    expect(await t.drainJobs()).toBe(1);
    const mail = lastMailTo(t.dataDir, 'thai.member@example.com') as string;
    expect(mail).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).toContain('เรียน คุณMali');
    expect(mail).toContain('<html lang="th">');
    expect(mail).toContain('href="http://localhost:3000/auth/confirm-reset-password/MQ/abc?lang=th"');
    expect(mail).toContain('ตั้งรหัสผ่านใหม่');
    expect(mail).toContain('filename=receipt.txt');
    expect(mail).toContain('Receipt R-0001');
    expect(mail).toContain('Hello from a buffer');
  });

  it('escapes what a visitor wrote in the HTML part', async () => {
    await queueMail(t.app.deps, {
      to: 'office.escape@example.com',
      lang: 'en',
      template: 'contact',
      params: { id: 7, email: 'v@example.com', lang: 'en', subject: 'Hi', message: '<script>alert(1)</script>' },
    });
    await t.drainJobs();
    const mail = lastMailTo(t.dataDir, 'office.escape@example.com') as string;
    expect(mail).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail).not.toMatch(/<p[^>]*><script>/);
  });

  it('keeps the template parameters sealed in the queue table', async () => {
    await queueMail(t.app.deps, { to: 'sealed@example.com', lang: 'en', template: 'email_code', params: { code: '918273', minutes: 10 } });
    const rows = await t.app.deps.db.execute(sql`select data::text as data from pgboss.job where name = 'send-mail' and data->>'to' = 'sealed@example.com'`);
    const data = (rows as unknown as { rows: { data: string }[] }).rows[0].data;
    expect(data).toContain('sealed@example.com');
    expect(data).not.toContain('918273');
    await t.drainJobs();
    expect(lastMailTo(t.dataDir, 'sealed@example.com')).toContain('918273');
  });

  it('does not send a second mail when the same job runs again', async () => {
    await queueMail(t.app.deps, { to: 'twice@example.com', lang: 'en', template: 'email_code', params: { code: '112233', minutes: 10 } });
    const [job] = await t.app.deps.jobs.boss.fetch<MailJob>(sendMailJob.name);
    await runJob(sendMailJob, job, t.app.deps);
    // As if the worker died before it could mark the job done: the retry runs the same job again.
    await runJob(sendMailJob, job, t.app.deps);
    await t.app.deps.jobs.boss.complete(sendMailJob.name, job);
    expect(outbox(t.dataDir).filter((m) => m.includes('To: twice@example.com'))).toHaveLength(1);
  });

  it('sends one mail for one key, however often it is queued', async () => {
    for (let i = 0; i < 2; i++) {
      await queueMail(t.app.deps, {
        to: 'keyed@example.com',
        lang: 'en',
        template: 'email_code',
        params: { code: '445566', minutes: 10 },
        key: 'keyed-test-1',
      });
    }
    expect(await t.drainJobs()).toBe(2);
    expect(outbox(t.dataDir).filter((m) => m.includes('To: keyed@example.com'))).toHaveLength(1);
  });

  it('retries a mail that failed, later (backoff), and sends it then', async () => {
    let calls = 0;
    const flaky = {
      ...t.app.deps,
      mailer: {
        send: async (...a: Parameters<typeof t.app.deps.mailer.send>) =>
          ++calls === 1 ? Promise.reject(new Error('SMTP down')) : t.app.deps.mailer.send(...a),
      },
    };
    const id = await queueMail(t.app.deps, { to: 'retry@example.com', lang: 'en', template: 'email_code', params: { code: '778899', minutes: 10 } });
    await drainJobs(t.app.deps.jobs, flaky);
    const [failed] = await t.app.deps.jobs.boss.findJobs(sendMailJob.name, { id });
    expect(failed.state).toBe('retry');
    expect(failed.startAfter.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(lastMailTo(t.dataDir, 'retry@example.com')).toBeUndefined();
    // Skip the wait: the retry is due now.
    await t.app.deps.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);
    await drainJobs(t.app.deps.jobs, flaky);
    expect(lastMailTo(t.dataDir, 'retry@example.com')).toContain('778899');
    const [sent] = await t.app.deps.jobs.boss.findJobs(sendMailJob.name, { id });
    expect(sent.state).toBe('completed');
  });
});
