// Listings owned by test members (any state), and multipart bodies for the upload and import calls.
import { insertSchool, insertTeacher, placeIndex } from '../db/seed/directory-insert.ts';
import { days } from './directory-fixtures.ts';
import type { TestApp } from './harness.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

export async function ownSchool(t: TestApp, userId: number, values: { status?: string; levels?: string[]; name?: string } = {}) {
  const db = t.app.deps.db;
  const slug = `own-school-${unique()}`;
  return insertSchool(db, await placeIndex(db), {
    userId,
    slug,
    name: values.name ?? `School ${slug}`,
    status: values.status ?? 'approved',
    memberSince: '2020-01-01',
    validUntil: days(365),
    levels: values.levels ?? ['RSY', 'CYS'],
    country: 'TH',
  });
}

export async function ownTeacher(t: TestApp, userId: number, values: { status?: string; registrationType?: string } = {}) {
  const db = t.app.deps.db;
  const slug = `own-teacher-${unique()}`;
  return insertTeacher(db, await placeIndex(db), {
    userId,
    slug,
    displayName: `Teacher ${slug}`,
    status: values.status ?? 'approved',
    memberSince: '2021-01-01',
    validUntil: days(365),
    registrationType: values.registrationType ?? 'RTY',
    registrationLevel: '200',
    country: 'TH',
  });
}

/** A multipart body as a browser sends it: text fields and files. */
export async function multipart(fields: Record<string, string>, files: Record<string, { data: Buffer | string; name: string; type: string }> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files))
    form.set(name, new File([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], file.name, { type: file.type }));
  const encoded = new Response(form);
  return { headers: { 'content-type': encoded.headers.get('content-type') as string }, payload: Buffer.from(await encoded.arrayBuffer()) };
}
