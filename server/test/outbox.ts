import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Messages the development mail adapter wrote to DATA_DIR/outbox, oldest first, as text. Mail is
 * sent by background jobs: call the test app's `drainJobs()` first.
 */
export function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => decodeMime(readFileSync(path.join(dir, f), 'utf8')));
}

export function lastMailTo(dataDir: string, to: string): string | undefined {
  return outbox(dataDir)
    .reverse()
    .find((m) => m.includes(`To: ${to}`));
}

/** Headers as they are, every part's body decoded (nodemailer picks quoted-printable or base64). */
export function decodeMime(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return raw;
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = head.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return `${head}\n\n${parts.map((p) => decodeMime(p.replace(/^\r?\n/, ''))).join('\n')}`;
  }
  return `${head}\n\n${decodeBody(head, body)}`;
}

function decodeBody(head: string, body: string): string {
  if (/Content-Transfer-Encoding: base64/i.test(head)) {
    const bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
    return /Content-Type: text\//i.test(head) || !/Content-Type:/i.test(head) ? bytes.toString('utf8') : `[${bytes.length} bytes]`;
  }
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(head)) return body;
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}
