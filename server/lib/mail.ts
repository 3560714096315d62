import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/** A file to attach: read from disk when sent (`path`), or carried along as bytes. */
export type MailAttachment = { filename: string; contentType?: string } & ({ path: string } | { content: Buffer });

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  /**
   * Sends one message. The key names the message for good: it becomes the Message-ID (receiving
   * systems drop repeats) and, in the outbox, a second message with the same key is not written.
   */
  send(message: MailMessage, options: { key: string }): Promise<void>;
};

/** SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as a .eml file. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const envelope = (m: MailMessage, key: string) => ({ from: options.from, ...m, messageId: `<${keyHash(key)}@${domain}>` });
  if (options.smtpUrl) {
    // Time limits on every SMTP step (nodemailer waits up to 2 and 10 minutes by default); settings
    // given in SMTP_URL's query (?socketTimeout=…) still win over these.
    const transport = lazyTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return { send: async (m, { key }) => void (await (await transport()).sendMail(envelope(m, key))) };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m, { key }) {
      await mkdir(outbox, { recursive: true });
      const suffix = `-${keyHash(key).slice(0, 16)}.eml`;
      if ((await readdir(outbox)).some((f) => f.endsWith(suffix))) return;
      const info = await (await transport()).sendMail(envelope(m, key));
      // Named by time first, so a sorted listing is oldest first.
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}${suffix}`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: m.to, subject: m.subject, file }, 'mail written to outbox');
    },
  };
}

/** nodemailer (≈ 40 modules, 50 ms) loads with the first message, not at every start. */
function lazyTransport(settings: Parameters<typeof import('nodemailer').createTransport>[0]): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings));
    return transport;
  };
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);
