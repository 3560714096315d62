// Records for the authorization table's rows of the registration applications (issue 10): the owner's
// draft school and teacher, a document for each caller that may remove one, and upload bodies.
import type { InjectOptions } from 'fastify';
import { multipart, pdfPart } from './applications.ts';
import { call, type TestApp } from './harness.ts';

type Caller = 'none' | 'visitor' | 'owner' | 'other' | 'staff';
type Body = { headers: Record<string, string>; payload: Buffer };

export type ApplicationAccess = {
  school: number;
  teacher: number;
  /** Multipart bodies of one document (a kind no other row touches). */
  schoolUpload: Body;
  teacherUpload: Body;
  /** A document of the owner's application per caller (the owner and staff each remove their own). */
  schoolDocument: Record<Caller, number>;
  teacherDocument: Record<Caller, number>;
};

/** Uploads a CV and a syllabus to each of the owner's drafts: the owner's and staff's rows remove one each. */
export async function setupApplicationAccess(t: TestApp, ownerToken: string, drafts: { school: number; teacher: number }): Promise<ApplicationAccess> {
  const documents = async (kind: 'school' | 'teacher', id: number) => {
    const options: InjectOptions = { method: 'POST', url: `/api/${kind}/${kind}/${id}/document`, ...(await multipart({ cv: pdfPart(), syllabus: pdfPart() })) };
    const res = await call(t.app, ownerToken, options);
    if (res.statusCode !== 201) throw new Error(`setup: ${options.url} → ${res.statusCode} ${res.body}`);
    const byKind = Object.fromEntries((res.json().documents as { id: number; kind: string }[]).map((d) => [d.kind, d.id]));
    return { none: byKind.cv, visitor: byKind.cv, other: byKind.cv, owner: byKind.cv, staff: byKind.syllabus };
  };
  return {
    ...drafts,
    schoolUpload: await multipart({ school_details: pdfPart('details.pdf') }),
    teacherUpload: await multipart({ certificates: pdfPart('certificate.pdf') }),
    schoolDocument: await documents('school', drafts.school),
    teacherDocument: await documents('teacher', drafts.teacher),
  };
}
