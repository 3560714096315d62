import { DEMO_TEACHERS, type DemoSchool } from './directory-data.ts';

// Phone numbers and faculty names that fit each demo listing's country.

/** A stable number from a text, so the same listing gets the same digits on every seed. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** Fills each # of a pattern ("+66 53 2## ###") with digits drawn from the key. */
export function phoneFrom(pattern: string, key: string): string {
  let h = hash(key);
  return pattern.replace(/#/g, () => {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    return String(h % 10);
  });
}

/** Mobile numbers by country (US, UK and Australian ones in the ranges kept for fiction). */
const MOBILE: Record<string, string> = {
  TH: '+66 8# ### ####',
  IN: '+91 98### #####',
  CN: '+86 13# #### ####',
  JP: '+81 90 #### ####',
  KR: '+82 10 #### ####',
  ID: '+62 812 #### ####',
  AU: '+61 491 570 1##',
  GB: '+44 7700 900###',
  ES: '+34 6## ### ###',
  PT: '+351 91# ### ###',
  IT: '+39 34# ### ####',
  DE: '+49 151 ########',
  FR: '+33 6 ## ## ## ##',
  US: '+1 415 555 01##',
  CA: '+1 416 555 01##',
  MX: '+52 984 ### ####',
  BR: '+55 11 9#### ####',
  ZA: '+27 82 ### ####',
  NP: '+977 98## ######',
  LK: '+94 77 ### ####',
  GR: '+30 69# ### ####',
};
export const mobileFor = (country: string, key: string) => phoneFrom(MOBILE[country] ?? '+44 7700 900###', key);

/** Names of the trainers a school might have, by country. */
const FACULTY: Record<string, string[]> = {
  IN: ['Meera Joshi', 'Arjun Nair', 'Divya Rao', 'Rohan Verma', 'Kavita Bhat', 'Sanjay Patil', 'Neha Reddy', 'Aditya Menon'],
  TH: ['Siriporn Charoenrat', 'Kittisak Suksawat', 'Nattaya Phromma', 'Warunee Kaewkla', 'Thanawat Boonyarit', 'Pornpimol Thongdee', 'Anucha Saengchai'],
  CN: ['Zhang Min', 'Liu Yang', 'Wang Fang', 'Chen Hao', 'Zhao Li', 'Sun Yue', 'Xu Jing', 'Huang Lei'],
  JP: ['Aiko Suzuki', 'Kenji Watanabe', 'Mai Kobayashi', 'Sota Yamamoto', 'Rin Ito', 'Daiki Sato'],
  KR: ['Park Min-seo', 'Lee Seo-yeon', 'Choi Jun-ho', 'Jung Ha-eun', 'Kang Do-yun'],
  ID: ['Wayan Sudarma', 'Ketut Ariani', 'Nyoman Putra', 'Kadek Dewi', 'Putu Santika'],
  AU: ['Olivia Bennett', 'Jack Morrison', 'Chloe Nguyen', 'Harry Fitzgerald', 'Zoe Kowalczyk'],
  GB: ['Grace Mitchell', 'Daniel Okoro', 'Sophie Turner', 'Rahul Mistry', 'Hannah Brooks'],
  US: ['Ava Thompson', 'Marcus Bell', 'Isabel Ortiz', 'Ethan Park', 'Naomi Friedman', 'Caleb Washington'],
  CA: ['Émilie Gagnon', 'Marc Bouchard', 'Priya Singh', 'Liam MacDonald'],
  ES: ['Laura Martínez', 'Pau Serra', 'Marta Vidal', 'Jordi Soler'],
  PT: ['Inês Carvalho', 'Tiago Santos', 'Mariana Costa', 'Rui Almeida'],
  BR: ['Mariana Lima', 'Rafael Souza', 'Camila Rocha', 'Thiago Barbosa'],
  IT: ['Giulia Bianchi', 'Marco Conti', 'Chiara Ricci', 'Luca Moretti'],
  DE: ['Lena Schneider', 'Felix Wagner', 'Anna Hoffmann', 'Paul Richter'],
  FR: ['Camille Laurent', 'Julien Petit', 'Manon Girard', 'Hugo Lefèvre'],
  MX: ['Sofía Hernández', 'Diego Ramírez', 'Lucía Torres', 'Andrés Morales'],
  ZA: ['Lerato Mokoena', 'Pieter van Wyk', 'Ayesha Patel', 'Sipho Dlamini'],
  NP: ['Sita Gurung', 'Ramesh Shrestha', 'Anita Tamang', 'Prakash Adhikari'],
  LK: ['Dilani Fernando', 'Kasun Silva', 'Tharushi Jayasuriya', 'Ruwan Bandara'],
  GR: ['Maria Georgiou', 'Nikos Alexiou', 'Sofia Dimitriou', 'Yannis Kostas'],
};
const CERTIFICATIONS = ['CYT 500', 'RTY 500', 'RTY 300', 'RTY 200'];

export type Instructor = { name: string; certification: string; yearsTeaching: number };

/** `count` local trainers for a school, none of them already on its faculty. */
export function localFaculty(country: string, key: string, count: number, taken: string[]): Instructor[] {
  const pool = (FACULTY[country] ?? FACULTY.GB).filter((name) => !taken.includes(name));
  const start = hash(key) % pool.length;
  return Array.from({ length: Math.max(0, Math.min(count, pool.length)) }, (_, i) => {
    const h = hash(`${key}:${i}`);
    return { name: pool[(start + i) % pool.length], certification: CERTIFICATIONS[h % CERTIFICATIONS.length], yearsTeaching: 3 + (h % 14) };
  });
}

/**
 * A school's instructors: its founder, the demo teachers who teach there, then local trainers up to
 * the school's size; and its lead trainer's teaching hours. The school's number of teachers is the
 * length of this list.
 */
export function schoolFaculty(s: DemoSchool): { faculty: Instructor[]; mainHours: number } {
  const founder = DEMO_TEACHERS.find((t) => t.name === s.founder);
  const faculty: Instructor[] = [
    { name: s.founder, certification: founder ? `${founder.type} ${founder.level}` : 'CYT 500', yearsTeaching: founder?.years ?? 2026 - s.founded + 4 },
    ...DEMO_TEACHERS.filter((t) => t.schools.includes(s.slug) && t.name !== s.founder).map((t) => ({
      name: t.name,
      certification: `${t.type} ${t.level}`,
      yearsTeaching: t.years,
    })),
  ];
  const size = 2 + (hash(s.slug) % 5);
  faculty.push(
    ...localFaculty(
      s.country,
      s.slug,
      size - faculty.length,
      faculty.map((f) => f.name),
    ),
  );
  return { faculty, mainHours: founder?.hours ?? 3000 + (hash(s.slug) % 12) * 250 };
}
