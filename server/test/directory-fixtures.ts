// Test data for the directory tests: listings in every state, inserted the way the seeds insert them.
import { insertEvent, insertSchool, insertTeacher, placeIndex } from '../db/seed/directory-insert.ts';
import type { TestApp } from './harness.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const FUTURE = day(365);
export const PAST = day(-2);
export const days = day;

export async function directoryFixtures(t: TestApp, ownerId: number) {
  const db = t.app.deps.db;
  const places = await placeIndex(db);
  const base = { userId: ownerId, status: 'approved', memberSince: '2019-03-01', validUntil: FUTURE } as const;
  const rishikesh = await insertSchool(db, places, {
    ...base,
    slug: 'rishikesh-yoga-peeth',
    name: 'Rishikesh Yoga Peeth',
    // Its address in Devanagari is the only place "ऋषिकेश" is written: no data package has Rishikesh in Hindi.
    localAddress: 'तपोवन, ऋषिकेश, उत्तराखंड 249192',
    introduction: 'Traditional hatha and ashtanga teacher training on the banks of the Ganga.',
    levels: ['RSY', 'CYS'],
    styles: ['hatha', 'ashtanga'],
    trainingTypes: ['residential'],
    city: 'Rishikesh',
    country: 'IN',
    region: 'IN-UT',
    latitude: 30.08,
    longitude: 78.27,
    viewers: 50,
    email: 'office@rishikesh.example.com',
    phone: '+911352440000',
    instructors: [{ name: 'Swami Devananda', certification: 'E-RYT 500', yearsTeaching: 20 }],
  });
  const saoPaulo = await insertSchool(db, places, {
    ...base,
    slug: 'escola-sao-paulo',
    name: 'Escola de Yoga São Paulo',
    introduction: 'Vinyasa flow and yin classes in the heart of São Paulo.',
    levels: ['RSY'],
    styles: ['vinyasa', 'yin'],
    city: 'São Paulo',
    country: 'BR',
    region: 'BR-SP',
    latitude: -23.55,
    longitude: -46.63,
    viewers: 10,
  });
  const chiangMai = await insertSchool(db, places, {
    ...base,
    slug: 'chiang-mai-yoga',
    name: 'Chiang Mai Yoga',
    localName: 'โรงเรียนโยคะเชียงใหม่',
    introduction: 'หฐโยคะและสมาธิ ท่ามกลางขุนเขาทางภาคเหนือ',
    levels: ['RSY', 'MSS'],
    styles: ['hatha', 'meditation'],
    city: 'Chiang Mai',
    country: 'TH',
    region: 'TH-50',
    latitude: 18.79,
    longitude: 98.98,
    viewers: 30,
  });
  const bangkok = await insertSchool(db, places, {
    ...base,
    slug: 'bangkok-flow',
    name: 'Bangkok Flow Studio',
    styles: ['vinyasa'],
    levels: ['RSY'],
    city: 'Bangkok',
    country: 'TH',
    region: 'TH-10',
    viewers: 5,
  });
  const shanghai = await insertSchool(db, places, {
    ...base,
    slug: 'shanghai-lotus',
    name: '上海莲花瑜伽学院',
    introduction: '阴瑜伽与冥想培训',
    styles: ['yin'],
    levels: ['RSY'],
    city: 'Shanghai',
    country: 'CN',
    region: 'CN-SH',
    viewers: 3,
  });
  const pending = await insertSchool(db, places, {
    ...base,
    status: 'pending',
    slug: 'pending-school',
    name: 'Pending Hatha School',
    styles: ['hatha'],
    country: 'TH',
    region: 'TH-50',
    latitude: 18.7,
    longitude: 98.9,
  });
  const expired = await insertSchool(db, places, {
    ...base,
    validUntil: PAST,
    slug: 'expired-school',
    name: 'Expired Hatha School',
    styles: ['hatha'],
    country: 'TH',
    region: 'TH-50',
    latitude: 18.7,
    longitude: 98.9,
  });
  const rejected = await insertSchool(db, places, {
    ...base,
    status: 'rejected',
    slug: 'rejected-school',
    name: 'Rejected Hatha School',
    styles: ['hatha'],
    country: 'TH',
  });

  const tBase = { userId: ownerId, status: 'approved', memberSince: '2020-01-01', validUntil: FUTURE } as const;
  const mali = await insertTeacher(db, places, {
    ...tBase,
    slug: 'mali-srisuk',
    displayName: 'Mali Srisuk',
    localName: 'มะลิ ศรีสุข',
    registrationType: 'RTY',
    registrationLevel: '500',
    styles: ['hatha', 'yin'],
    city: 'Chiang Mai',
    country: 'TH',
    region: 'TH-50',
    latitude: 18.8,
    longitude: 98.9,
    teachingHours: 4000,
  });
  const wei = await insertTeacher(db, places, {
    ...tBase,
    slug: 'li-wei',
    displayName: 'Li Wei 李伟',
    registrationType: 'CYT',
    registrationLevel: '200',
    styles: ['vinyasa'],
    city: 'Shanghai',
    country: 'CN',
    region: 'CN-SH',
    teachingHours: 1200,
  });
  const hiddenTeacher = await insertTeacher(db, places, {
    ...tBase,
    status: 'pending',
    slug: 'hidden-teacher',
    displayName: 'Hidden Mali Teacher',
    styles: ['hatha'],
    country: 'TH',
    region: 'TH-50',
  });
  const expiredTeacher = await insertTeacher(db, places, {
    ...tBase,
    validUntil: PAST,
    slug: 'expired-teacher',
    displayName: 'Expired Mali Teacher',
    styles: ['hatha'],
    country: 'TH',
  });

  const eBase = { startDate: days(30), endDate: days(58), price: 250000, currency: 'USD', isActive: true } as const;
  const ttc = await insertEvent(db, places, {
    ...eBase,
    schoolId: rishikesh.id,
    subject: '200 Hour Hatha Teacher Training',
    description: 'Four weeks of hatha yoga.',
    country: 'IN',
    region: 'IN-UT',
    city: 'Rishikesh',
    latitude: 30.1,
    longitude: 78.3,
    contactEmail: 'ttc@rishikesh.example.com',
    contactPhone: '+911352440001',
    contactName: 'Anand',
  });
  const retreat = await insertEvent(db, places, {
    ...eBase,
    startDate: days(10),
    endDate: days(17),
    schoolId: chiangMai.id,
    subject: 'Meditation Retreat in Chiang Mai',
    country: 'TH',
    region: 'TH-50',
    city: 'Chiang Mai',
    price: 1500000,
    currency: 'THB',
  });
  const pastEvent = await insertEvent(db, places, {
    ...eBase,
    startDate: days(-40),
    endDate: days(-10),
    schoolId: rishikesh.id,
    subject: 'Past Hatha Immersion',
    country: 'IN',
    region: 'IN-UT',
  });
  const inactive = await insertEvent(db, places, {
    ...eBase,
    isActive: false,
    schoolId: rishikesh.id,
    subject: 'Inactive Hatha Workshop',
    country: 'IN',
    region: 'IN-UT',
  });
  const ofPending = await insertEvent(db, places, {
    ...eBase,
    schoolId: pending.id,
    subject: 'Hatha Event of a Pending School',
    country: 'TH',
    region: 'TH-50',
  });
  const ofExpired = await insertEvent(db, places, {
    ...eBase,
    schoolId: expired.id,
    subject: 'Hatha Event of an Expired School',
    country: 'TH',
    region: 'TH-50',
  });

  return {
    schools: { rishikesh, saoPaulo, chiangMai, bangkok, shanghai, pending, expired, rejected },
    teachers: { mali, wei, hiddenTeacher, expiredTeacher },
    events: { ttc, retreat, pastEvent, inactive, ofPending, ofExpired },
  };
}
export type Fixtures = Awaited<ReturnType<typeof directoryFixtures>>;
