import type { FastifyInstance } from 'fastify';
import { createStaffUser } from '../domain/users/staff.ts';
import { call, passwordLogin } from './harness.ts';
import { pdf } from './upload-files.ts';

// Helpers of the application tests (issue 10): multipart bodies, complete applications, a staff login.

export type FilePart = { file: Buffer; name: string; type?: string };

/** A multipart/form-data body for inject(): text fields and files. */
export async function multipart(parts: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, new File([new Uint8Array(value.file)], value.name, { type: value.type ?? 'application/octet-stream' }));
  }
  const encoded = new Response(form);
  return { headers: { 'content-type': encoded.headers.get('content-type') as string }, payload: Buffer.from(await encoded.arrayBuffer()) };
}

export const pdfPart = (name = 'document.pdf'): FilePart => ({ file: pdf(), name, type: 'application/pdf' });

/** Everything a school application needs before it can be submitted, except its documents. */
export const COMPLETE_SCHOOL = {
  name: 'Lotus Valley Yoga School',
  address: '12 Nimman Road, Suthep',
  country: 'TH',
  city: 'Chiang Mai',
  email: 'office@lotus-valley.example.com',
  phone: '+66812345678',
  owner_name: 'Mali Srisuk',
  primary_contact_name: 'Mali Srisuk',
  primary_contact_email: 'mali@lotus-valley.example.com',
  primary_contact_phone: '+66812345679',
  introduction: 'Hatha and yin teacher trainings in the hills of Chiang Mai.',
  levels: ['RSY'],
  training_types: ['residential'],
  styles: ['hatha', 'yin'],
  number_of_teachers: 3,
  main_teacher_hours: 3200,
  instructors: [{ name: 'Mali Srisuk', certification: 'E-RYT 500', years_teaching: 12 }],
};

export const SCHOOL_DOCUMENTS = ['cv', 'syllabus', 'code_of_ethics', 'school_details'] as const;

export const COMPLETE_TEACHER = {
  display_name: 'Ananda Rao',
  email: 'ananda@teacher.example.com',
  phone: '+919812345678',
  country: 'IN',
  city: 'Rishikesh',
  years_teaching: 9,
  teaching_hours: 3400,
  registration_type: 'RTY',
  registration_level: '500',
  styles: ['hatha', 'ashtanga'],
  training_school_name: 'Rishikesh Yoga Peeth',
};

/** Uploads documents to an application as multipart (one PDF per field). */
export async function uploadDocuments(app: FastifyInstance, token: string, url: string, fields: readonly string[]) {
  const body = await multipart(Object.fromEntries(fields.map((field) => [field, pdfPart(`${field}.pdf`)])));
  return call(app, token, { method: 'POST', url, ...body });
}

let staffCount = 0;
/** A staff member's access token. */
export async function staffToken(app: FastifyInstance): Promise<string> {
  staffCount += 1;
  const email = `application-office${staffCount}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await createStaffUser(app.deps.db, { email, password: 'Office2026desk' });
  return (await passwordLogin(app, email, 'Office2026desk')).access_token;
}
