import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADUATE_IMPORT_MAX_BYTES, GRADUATE_IMPORT_MAX_ROWS } from '#common/graduates.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { multipart, ownSchool } from '../../test/own-listings.ts';

type Graduate = {
  id: number;
  school: number;
  graduate_number: string;
  name: string;
  graduation_date: string;
  teacher_level: string[];
  style_of_yoga: string[];
  teacher_apply_type: string[];
  claim: unknown;
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;
let visitor: string;
let schoolId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app);
  other = await newMember(t.app);
  visitor = await clientToken(t.app);
  schoolId = (await ownSchool(t, owner.pk, { status: 'draft' })).id;
});
afterAll(() => t.close());

const create = (token: string | null, payload: InjectOptions['payload'], lang?: string) =>
  call(t.app, token, { method: 'POST', url: '/api/school/graduate', payload, lang });
const ownList = async (query: string, school = schoolId) => {
  const res = await call(t.app, owner.token, { method: 'GET', url: `/api/school/graduate/own?school=${school}&page_size=100&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; results: Graduate[] };
};
const valid = { graduate_number: 'CYS-001', name: 'มะลิ ศรีสุข', graduation_date: '2023-04-01' };

describe('POST /api/school/graduate', () => {
  it('adds a graduate to a draft school, reading lists sent comma-joined', async () => {
    const res = await create(owner.token, {
      school: schoolId,
      ...valid,
      teacher_level: '200, 500',
      style_of_yoga: 'Hatha,vinyasa,hatha',
      teacher_apply_type: 'cyt',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      school: schoolId,
      graduate_number: 'CYS-001',
      name: 'มะลิ ศรีสุข',
      graduation_date: '2023-04-01',
      teacher_level: ['200', '500'],
      style_of_yoga: ['hatha', 'vinyasa'],
      teacher_apply_type: ['CYT'],
      claim: null,
      detail: 'Successfully saved data',
    });
    const arrays = await create(owner.token, {
      school: schoolId,
      graduate_number: 'CYS-002',
      name: 'Li Wei',
      graduation_date: '2022-01-15',
      teacher_level: ['300'],
    });
    expect(arrays.json()).toMatchObject({ teacher_level: ['300'], style_of_yoga: [], teacher_apply_type: [] });
  });

  it('names each wrong field in the caller’s language', async () => {
    const missing = await create(owner.token, { school: schoolId });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['graduate_number', 'graduation_date', 'name']);
    const wrong = await create(
      owner.token,
      {
        school: schoolId,
        graduate_number: 'A\tB',
        name: '  ',
        graduation_date: '2999-01-01',
        teacher_level: '250',
        style_of_yoga: 'hot',
        teacher_apply_type: 'RTY,XYZ',
      },
      'th',
    );
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json();
    expect(Object.keys(body).sort()).toEqual(['graduate_number', 'graduation_date', 'name', 'style_of_yoga', 'teacher_apply_type', 'teacher_level']);
    expect(body.graduation_date).toEqual(['กรุณากรอกวันที่สำเร็จการศึกษาในรูปแบบ YYYY-MM-DD และต้องไม่เป็นวันในอนาคต']);
    expect(body.teacher_level).toEqual(['กรุณาเลือกค่าจากรายการ: 200, 300, 500, 1000']);
    expect((await create(owner.token, { school: schoolId, ...valid, graduate_number: 'X-1', graduation_date: '2023-02-30' })).json()).toHaveProperty(
      'graduation_date',
    );
    expect((await create(owner.token, { school: 'x', ...valid })).json()).toHaveProperty('school');
  });

  it('refuses a graduate number the school has already, whatever its case', async () => {
    const res = await create(owner.token, { school: schoolId, ...valid, graduate_number: 'cys-001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ graduate_number: ['A graduate with this number is already listed.'] });
    // Another school may use the same number.
    const second = await ownSchool(t, owner.pk, { status: 'draft' });
    expect((await create(owner.token, { school: second.id, ...valid })).statusCode).toBe(201);
  });

  it('answers 404 for someone else’s school, 403 to a visitor, 401 without a token', async () => {
    expect((await create(other.token, { school: schoolId, ...valid, graduate_number: 'N-1' })).statusCode).toBe(404);
    expect((await create(visitor, { school: schoolId, ...valid, graduate_number: 'N-1' })).statusCode).toBe(403);
    expect((await create(null, { school: schoolId, ...valid, graduate_number: 'N-1' })).statusCode).toBe(401);
    expect((await call(t.app, other.token, { method: 'GET', url: `/api/school/graduate/own?school=${schoolId}` })).statusCode).toBe(404);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/graduate/own?school=${schoolId}` })).statusCode).toBe(403);
  });
});

describe('GET /api/school/graduate/own', () => {
  it('sorts by number, date or name, both ways; visitors see nothing of a draft school', async () => {
    await create(owner.token, { school: schoolId, graduate_number: 'CYS-010', name: 'aarav Patel', graduation_date: '2024-06-30' });
    const numbers = async (ordering: string) => (await ownList(`ordering=${ordering}`)).results.map((g) => g.graduate_number);
    expect(await numbers('number')).toEqual(['CYS-001', 'CYS-002', 'CYS-010']);
    expect(await numbers('-number')).toEqual(['CYS-010', 'CYS-002', 'CYS-001']);
    expect(await numbers('date')).toEqual(['CYS-002', 'CYS-001', 'CYS-010']);
    expect(await numbers('-date')).toEqual(['CYS-010', 'CYS-001', 'CYS-002']);
    expect(await numbers('name')).toEqual(['CYS-010', 'CYS-002', 'CYS-001']);
    expect(await numbers('-name')).toEqual(['CYS-001', 'CYS-002', 'CYS-010']);
    expect((await call(t.app, owner.token, { method: 'GET', url: `/api/school/graduate/own?school=${schoolId}&ordering=age` })).statusCode).toBe(400);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/graduate?school=${schoolId}` })).statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /api/school/graduate/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(owner.token, { school: schoolId, graduate_number: 'CYS-020', name: 'Priya Sharma', graduation_date: '2021-03-03' })).json().id;
  });
  const patch = (token: string | null, payload: InjectOptions['payload'], gid = id) =>
    call(t.app, token, { method: 'PATCH', url: `/api/school/graduate/${gid}`, payload });

  it('changes only the fields sent', async () => {
    const res = await patch(owner.token, { name: 'प्रिया शर्मा', style_of_yoga: 'yin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graduate_number: 'CYS-020', name: 'प्रिया शर्मा', graduation_date: '2021-03-03', style_of_yoga: ['yin'] });
    expect((await patch(owner.token, { graduate_number: 'cys-020' })).json().graduate_number).toBe('cys-020');
  });

  it('refuses bad input and a number in use; someone else’s graduate is 404', async () => {
    expect((await patch(owner.token, { graduate_number: 'CYS-001' })).json()).toEqual({ graduate_number: ['A graduate with this number is already listed.'] });
    expect((await patch(owner.token, { graduation_date: '01/02/2020' })).json()).toHaveProperty('graduation_date');
    expect((await patch(owner.token, { name: '' })).json()).toHaveProperty('name');
    expect((await patch(other.token, { name: 'Not mine' })).statusCode).toBe(404);
    expect((await patch(owner.token, { name: 'Nobody' }, 999999)).statusCode).toBe(404);
    expect((await patch(visitor, { name: 'x' })).statusCode).toBe(403);
    expect((await patch(null, { name: 'x' })).statusCode).toBe(401);
  });

  it('deletes: the owner only', async () => {
    expect((await call(t.app, other.token, { method: 'DELETE', url: `/api/school/graduate/${id}` })).statusCode).toBe(404);
    const res = await call(t.app, owner.token, { method: 'DELETE', url: `/api/school/graduate/${id}`, lang: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'डेटा सफलतापूर्वक हटाया गया' });
    expect((await call(t.app, owner.token, { method: 'DELETE', url: `/api/school/graduate/${id}` })).statusCode).toBe(404);
  });
});

describe('POST /api/school/graduate/import', () => {
  let importSchool: number;
  beforeAll(async () => {
    importSchool = (await ownSchool(t, owner.pk, { status: 'draft' })).id;
    await create(owner.token, { school: importSchool, graduate_number: 'G-100', name: 'Already There', graduation_date: '2020-01-01' });
  });
  const send = async (token: string | null, csv: string | Buffer, school = importSchool, lang?: string) =>
    call(t.app, token, {
      method: 'POST',
      url: '/api/school/graduate/import',
      lang,
      ...(await multipart({ school: String(school) }, { file: { data: csv, name: 'graduates.csv', type: 'text/csv' } })),
    });

  it('adds every row of a good file: UTF-8 with a BOM, CRLF, Thai, Chinese and Hindi names, quoted lists', async () => {
    const csv = [
      '\uFEFFGraduate Number,Name,Graduation Date,Teacher Level,Style of Yoga,Teacher Apply Type',
      'G-001,สมชาย ใจดี,2024-01-20,"200,500",hatha,CYT',
      'G-002,王小明,2023-11-05,300,"vinyasa, yin",RTY',
      'G-003,अनीता देवी,2022-07-14,200,,',
      '',
      'G-004,"O\'Neil, ""Sam""",2021-02-28,200;300,Hatha;Yin,RTY;CYT',
    ].join('\r\n');
    const res = await send(owner.token, csv, importSchool, 'zh');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 4, detail: '已导入 4 名毕业生。' });
    const list = await ownList('ordering=number', importSchool);
    expect(list.results.map((g) => [g.graduate_number, g.name, g.teacher_level, g.style_of_yoga, g.teacher_apply_type])).toEqual([
      ['G-001', 'สมชาย ใจดี', ['200', '500'], ['hatha'], ['CYT']],
      ['G-002', '王小明', ['300'], ['vinyasa', 'yin'], ['RTY']],
      ['G-003', 'अनीता देवी', ['200'], [], []],
      ['G-004', 'O\'Neil, "Sam"', ['200', '300'], ['hatha', 'yin'], ['RTY', 'CYT']],
      ['G-100', 'Already There', [], [], []],
    ]);
  });

  it('counts one bad row in the singular', async () => {
    const res = await send(owner.token, ['graduate_number,name,graduation_date,teacher_level', 'G-300,,2024-02-01,200'].join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('1 row has errors, so nothing was saved. Correct it and send the file again.');
  });

  it('saves nothing from a file with a bad row, and reports each bad row', async () => {
    const csv = [
      'graduate_number,name,graduation_date,teacher_level',
      'G-200,ณัฐวุฒิ,2024-02-01,200',
      'G-201,,2024-13-01,250',
      'g-100,Taken Number,2024-02-01,200',
      'G-200,Twice In File,2024-02-01,200',
      'G-202,Extra Cell,2024-02-01,200,surprise',
    ].join('\n');
    const before = (await ownList('', importSchool)).count;
    const res = await send(owner.token, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: '4 rows have errors, so nothing was saved. Correct them and send the file again.',
      rows: [
        {
          row: 3,
          errors: {
            name: ['This field is required.'],
            graduation_date: ['Enter the graduation date as YYYY-MM-DD; it cannot be in the future.'],
            teacher_level: ['Choose values from the list: 200, 300, 500, 1000.'],
          },
        },
        { row: 4, errors: { graduate_number: ['A graduate with this number is already listed.'] } },
        { row: 5, errors: { graduate_number: ['This graduate number appears more than once in the file.'] } },
        { row: 6, errors: { non_field_errors: ['This row has a different number of columns than the first row.'] } },
      ],
    });
    expect((await ownList('', importSchool)).count).toBe(before);
  });

  it('refuses files it cannot read: no header, not UTF-8, empty, too large, too many rows, no file', async () => {
    const fileError = async (csv: string | Buffer) => {
      const res = await send(owner.token, csv);
      expect(res.statusCode).toBe(400);
      return res.json().file as string[];
    };
    expect(await fileError('G-1,Ann,2024-01-01\n')).toEqual([
      'The first row must name the columns: graduate_number, name, graduation_date, teacher_level, style_of_yoga, teacher_apply_type.',
    ]);
    expect(await fileError(Buffer.from('graduate_number,name,graduation_date\nG-1,Jos\xe9,2024-01-01\n', 'latin1'))).toEqual([
      'The file must be CSV text in UTF-8.',
    ]);
    expect(await fileError('graduate_number,name,graduation_date\n\n')).toEqual(['The file lists no graduates.']);
    expect(await fileError(`graduate_number,name,graduation_date\n${'x'.repeat(GRADUATE_IMPORT_MAX_BYTES)}`)).toEqual([
      `The file must be at most ${GRADUATE_IMPORT_MAX_BYTES / 1024} KB.`,
    ]);
    const many = Array.from({ length: GRADUATE_IMPORT_MAX_ROWS + 1 }, (_, i) => `M-${i},Name ${i},2024-01-01`);
    expect(await fileError(['graduate_number,name,graduation_date', ...many].join('\n'))).toEqual([
      `Send at most ${GRADUATE_IMPORT_MAX_ROWS} graduates in one file.`,
    ]);
    const noFile = await call(t.app, owner.token, {
      method: 'POST',
      url: '/api/school/graduate/import',
      ...(await multipart({ school: String(importSchool) })),
    });
    expect(noFile.json()).toEqual({ file: ['Choose a CSV file.'] });
  });

  it('names the row where a quoted value is left open, counting the lines of values that span several', async () => {
    const csv = ['graduate_number,name,graduation_date', 'Q-1,"Two', 'Lines",2024-01-01', '', 'Q-2,"Never closed,2024-01-01', 'Q-3,Cy,2024-01-01'].join('\r\n');
    const res = await send(owner.token, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([{ row: 5, errors: { non_field_errors: ['A quoted value is not closed.'] } }]);
  });

  it('reads semicolon-separated files as spreadsheets save them', async () => {
    const res = await send(owner.token, 'graduate_number;name;graduation_date;style_of_yoga\nS-1;Ana Souza;2023-05-05;"hatha,yin"\n');
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(1);
  });

  it('answers 404 for someone else’s school, 403 to a visitor, 401 without a token', async () => {
    const csv = 'graduate_number,name,graduation_date\nZ-1,Zed,2024-01-01\n';
    expect((await send(other.token, csv)).statusCode).toBe(404);
    expect((await send(visitor, csv)).statusCode).toBe(403);
    expect((await send(null, csv)).statusCode).toBe(401);
  });
});
