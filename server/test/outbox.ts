import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Messages the development mail adapter wrote to DATA_DIR/outbox, oldest first, as raw text. */
export function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => decodeBody(readFileSync(path.join(dir, f), 'utf8')));
}

export function lastMailTo(dataDir: string, to: string): string | undefined {
  return outbox(dataDir)
    .reverse()
    .find((m) => m.includes(`To: ${to}`));
}

/** Headers as they are, the body decoded (nodemailer picks quoted-printable or base64). */
function decodeBody(raw: string): string {
  if (/Content-Transfer-Encoding: base64/i.test(raw)) {
    const [head, ...body] = raw.split(/\r?\n\r?\n/);
    return `${head}\n\n${Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  }
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return raw;
  return Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))), 'latin1').toString('utf8');
}
