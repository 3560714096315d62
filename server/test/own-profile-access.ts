// Records for the authorization table's rows of the own gallery, graduates and claims (issue 10): each
// caller that may change something gets a record of its own, so every row can run for every caller.
import type { InjectOptions } from 'fastify';
import { call, type TestApp } from './harness.ts';
import { multipart, ownSchool, ownTeacher } from './own-listings.ts';
import { png } from './upload-files.ts';

export type Caller = 'none' | 'visitor' | 'owner' | 'other' | 'staff';
type Body = { headers: Record<string, string>; payload: Buffer };
export type OwnProfileAccess = {
  /** A draft school and teacher listing of the owner. */
  school: number;
  teacher: number;
  /** A public CYS school of the owner, whose graduates members claim. */
  cysSchool: number;
  /** One record per caller, all the owner's. */
  schoolImage: Record<Caller, number>;
  teacherImage: Record<Caller, number>;
  graduate: Record<Caller, number>;
  /** Pending claims on the owner's CYS school by another member (to decide) and by the owner (to withdraw). */
  toConfirm: Record<Caller, number>;
  toDecline: Record<Caller, number>;
  toWithdraw: Record<Caller, number>;
  /** Gallery ids for a reorder (a school and a teacher listing of their own, never changed). */
  schoolOrder: { school: number; image_ids: number[] };
  teacherOrder: { teacher: number; image_ids: number[] };
  schoolUpload: Body;
  teacherUpload: Body;
  imports: Record<Caller, Body>;
};

const CALLERS: Caller[] = ['none', 'visitor', 'owner', 'other', 'staff'];

export async function setupOwnProfileAccess(t: TestApp, owner: { id: number; token: string }, otherToken: string): Promise<OwnProfileAccess> {
  const image = { data: await png(64, 48), name: 'a.png', type: 'image/png' };
  const school = (await ownSchool(t, owner.id, { status: 'draft' })).id;
  const teacher = (await ownTeacher(t, owner.id, { status: 'draft' })).id;
  const cysSchool = (await ownSchool(t, owner.id)).id;
  const send = async (token: string, options: InjectOptions) => {
    const res = await call(t.app, token, options);
    if (res.statusCode >= 300) throw new Error(`setup: ${options.method} ${options.url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const images = async (kind: 'school' | 'teacher', listing: number, count: number): Promise<number[]> => {
    const files = Object.fromEntries(['image', 'image_1', 'image_2', 'image_3', 'image_4'].slice(0, count).map((f) => [f, image]));
    const body = await send(owner.token, { method: 'POST', url: `/api/${kind}/gallery`, ...(await multipart({ [kind]: String(listing) }, files)) });
    return (body.results as { id: number }[]).map((i) => i.id);
  };
  const perCaller = async (make: (caller: Caller, i: number) => Promise<number>) => {
    const out = {} as Record<Caller, number>;
    for (const [i, caller] of CALLERS.entries()) out[caller] = await make(caller, i);
    return out;
  };
  const schoolImages = await images('school', school, 5);
  const teacherImages = await images('teacher', teacher, 5);
  const graduate = (schoolId: number, number: string) =>
    send(owner.token, {
      method: 'POST',
      url: '/api/school/graduate',
      payload: { school: schoolId, graduate_number: number, name: `Graduate ${number}`, graduation_date: '2024-01-01' },
    }).then((g) => g.id as number);
  const claim = (token: string, number: string) =>
    send(token, {
      method: 'POST',
      url: '/api/school/graduate/claim',
      payload: { school: cysSchool, graduate_number: number, name: `Graduate ${number}` },
    }).then((c) => c.id as number);
  const claims = (prefix: string, token: string) =>
    perCaller(async (caller) => {
      await graduate(cysSchool, `${prefix}-${caller}`);
      return claim(token, `${prefix}-${caller}`);
    });
  // Records for the claim row itself: one per caller, unclaimed.
  for (const caller of CALLERS) await graduate(cysSchool, `OPEN-${caller}`);
  const reorderSchool = (await ownSchool(t, owner.id, { status: 'draft' })).id;
  const reorderTeacher = (await ownTeacher(t, owner.id, { status: 'draft' })).id;
  return {
    school,
    teacher,
    cysSchool,
    schoolImage: await perCaller(async (_, i) => schoolImages[i]),
    teacherImage: await perCaller(async (_, i) => teacherImages[i]),
    graduate: await perCaller((caller) => graduate(school, `ACCESS-${caller}`)),
    toConfirm: await claims('CONFIRM', otherToken),
    toDecline: await claims('DECLINE', otherToken),
    toWithdraw: await claims('WITHDRAW', owner.token),
    schoolOrder: { school: reorderSchool, image_ids: await images('school', reorderSchool, 2) },
    teacherOrder: { teacher: reorderTeacher, image_ids: await images('teacher', reorderTeacher, 2) },
    schoolUpload: await multipart({ school: String(school) }, { image }),
    teacherUpload: await multipart({ teacher: String(teacher) }, { image }),
    imports: Object.fromEntries(
      await Promise.all(
        CALLERS.map(async (caller) => [
          caller,
          await multipart(
            { school: String(school) },
            { file: { data: `graduate_number,name,graduation_date\nIMPORT-${caller},สมหญิง,2024-02-02\n`, name: 'g.csv', type: 'text/csv' } },
          ),
        ]),
      ),
    ) as Record<Caller, Body>,
  };
}
