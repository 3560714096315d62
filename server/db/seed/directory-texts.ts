import { standardName } from '#common/standards.ts';
import type { DemoSchool, DemoTeacher } from './directory-data.ts';

// The demo listings' texts, written the way a school or teacher would: several openings, programme
// and closing paragraphs chosen per listing, and styles described in the school's own words.

/** How a school would describe each style in a sentence; no two share a content word. */
const STYLE_PHRASES: Record<string, string> = {
  hatha: 'slow hatha with careful alignment',
  ashtanga: 'the Ashtanga primary series in the Mysore tradition',
  vinyasa: 'breath-led vinyasa flows',
  yin: 'quiet yin poses held for minutes',
  kundalini: 'kundalini kriyas and chanting',
  iyengar: 'Iyengar technique using belts and ropes',
  sivananda: 'the twelve Sivananda asanas',
  restorative: 'restorative rest on bolsters and blankets',
  power: 'sweaty power sequences',
  prenatal: 'gentle classes for every trimester of pregnancy',
  kids: 'playful lessons for children built on stories and games',
  aerial: 'aerial work in soft silk hammocks',
  meditation: 'sitting and walking meditation',
  therapy: 'one-to-one therapeutic sessions',
  ayurveda: 'Ayurvedic daily routines and self-massage',
};

const TRAINING_PHRASES: Record<string, string> = {
  residential: 'residential teacher trainings',
  non_residential: 'part-time evening and weekend courses',
  online: 'live online courses',
  hybrid: 'hybrid programmes that mix online lectures with practice weekends at the studio',
  retreat: 'retreats',
  workshop: 'short workshops on single themes',
};

const DAILY_LIFE: Record<string, [string, string]> = {
  residential: [
    'Students live on site in simple rooms; meals are vegetarian and cooked in our kitchen.',
    'Trainees share the house with the teachers, eat together and keep one free day each week.',
  ],
  non_residential: [
    'Classes run mornings and evenings, so many trainees keep their jobs while they study.',
    'You go home every night: the course fits around work and family.',
  ],
  online: [
    'Lectures are streamed live and recorded, and practice is checked on video each week.',
    'Every session is live, with cameras on, so feedback is personal even through a screen.',
  ],
  hybrid: [
    'Theory happens online on weeknights; practice weekends bring everyone into the room.',
    'Half the hours are live online, half in person, and attendance is recorded for both.',
  ],
  retreat: [
    'Retreat days follow a gentle rhythm of practice, rest, good food and silence.',
    'Guests come for a week or two to slow down; no experience is needed.',
  ],
  workshop: [
    'Weekend workshops go deeper into one theme, from arm balances to philosophy.',
    'Teachers often join our workshops for continuing-education hours.',
  ],
};

const CLOSINGS = [
  'Write to us with any question; we answer every message ourselves.',
  'Come to a drop-in class before you sign up; the first one is free.',
  'We look forward to meeting you on the mat.',
  'Visitors are welcome to sit in on a class.',
  'Scholarships are available for two trainees each year; ask us how to apply.',
];

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const cap = (text: string) => text[0].toUpperCase() + text.slice(1);
/** "a, b and c". */
export const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));
const plainName = (name: string) => name.replace(/^(Dr\.|Yogi|Swami) /, '');

/** Three paragraphs: how the school began, what it teaches, and what studying there is like. */
export function schoolIntroduction(s: DemoSchool, n: number, faculty: number, mainHours: number): string {
  const founder = s.founder;
  const team = `a faculty of ${NUMBERS[faculty] ?? faculty}`;
  const openings = [
    `${founder} opened ${s.name} in ${s.founded}. The school is ${s.setting}.`,
    `We have been teaching ${s.setting} since ${s.founded}, when ${founder} gathered the first group of students.`,
    `${s.name} started in ${s.founded} as a single morning class. Today ${team}, led by ${plainName(founder)}, teaches ${s.setting}.`,
    `Founded by ${founder} in ${s.founded}, ${s.name} sits ${s.setting}.`,
    `Our shala is ${s.setting}. ${founder} founded it in ${s.founded}, after a long apprenticeship with teachers of their own.`,
  ];
  const trainings = listed(s.training.map((t) => TRAINING_PHRASES[t]));
  const standards = `${listed(s.levels.map((l) => `${standardName(l, 'en')} (${l})`))} standard${s.levels.length > 1 ? 's' : ''}`;
  const certificate = s.levels.includes('CYS')
    ? 'Our graduates receive the World Yoga Alliance certificate and become Certified Yoga Teachers.'
    : 'Graduates receive our own certificate and may register individually as Registered Yoga Teachers.';
  const programmes = [
    `We run ${trainings}. The school is registered with World Yoga Alliance under the ${standards}. ${certificate}`,
    `Most students join us for ${trainings}. Groups rarely pass sixteen, so everyone teaches from the second week. We hold the ${standards} of World Yoga Alliance.`,
    `${cap(trainings)} fill our year. Our lead trainer has more than ${mainHours.toLocaleString('en')} hours of teaching, and every course ends with observed teaching practice. Our registration with World Yoga Alliance covers the ${standards}.`,
  ];
  const life = DAILY_LIFE[s.training[0]][n % 2];
  const local = [
    `Between sessions there is time to get to know ${s.city}.`,
    `Ask us about places to stay in ${s.city}; we know the neighbourhood well.`,
    `Many students come from abroad, others from just around the corner in ${s.city}.`,
    `${s.city} is easy to reach, and we are happy to help with travel plans.`,
  ][n % 4];
  return [openings[n % openings.length], programmes[n % programmes.length], `${life} ${local} ${CLOSINGS[(n * 3) % CLOSINGS.length]}`].join('\n\n');
}

/** One sentence on the styles, e.g. "Mornings are for slow hatha …; afternoons turn to breath-led vinyasa flows." */
export function styleDescription(styles: string[], n: number): string {
  const [a, b, c] = styles.map((code) => STYLE_PHRASES[code]);
  if (!b) return `Every class is ${a}, taught by a senior faculty member.`;
  const templates = [
    `Mornings are for ${a}; afternoons turn to ${b}${c ? `, and evenings end with ${c}` : ''}.`,
    `Our timetable balances ${a} and ${b}${c ? `, plus ${c} at weekends` : ''}.`,
    `Expect ${listed([a, b, c].filter(Boolean) as string[])}: each class is taught by a senior faculty member.`,
  ];
  return templates[n % templates.length];
}

/** A teacher's own introduction, in the third or the first person. */
export function teacherIntroduction(t: DemoTeacher, n: number, schoolName: string | undefined): string {
  const first = plainName(t.name).split(' ')[0];
  const styles = listed(t.styles.map((code) => STYLE_PHRASES[code]));
  const since = 2026 - t.years;
  const hours = t.hours.toLocaleString('en');
  const openings = [
    `${first} has taught ${styles} for ${t.years} years, most of them in ${t.city}.`,
    `I began teaching in ${since} and have given more than ${hours} hours of classes since, most of them in ${t.city}.`,
    `After ${t.years} years and ${hours} hours of teaching, ${first} still begins each morning the same way: ${STYLE_PHRASES[t.styles[0]]}.`,
    `My classes bring together ${styles}. I have lived and taught in ${t.city} since ${since}.`,
  ];
  const registration = `${t.name} is a ${standardName(t.type, 'en')} (${t.type} ${t.level}) with World Yoga Alliance.`;
  const approaches = [
    'Classes are unhurried, with clear cues for beginners and options for experienced students.',
    'Breath comes first and shapes second; props are always within reach.',
    'Groups stay small, so every name is learned and the practice adapts to each body.',
    schoolName ? `${first} also mentors trainees at ${schoolName}.` : 'Private sessions are available on request.',
  ];
  // The headline stands under the name on the profile already; the text does not repeat it.
  return [openings[n % openings.length], `${registration} ${approaches[(n + 1) % approaches.length]}`].join('\n\n');
}

const TEACHING_LANGUAGES: Record<string, string> = {
  TH: 'English, with Thai translation when needed',
  IN: 'English and Hindi',
  CN: 'Mandarin, with English support',
  JP: 'Japanese and English',
  KR: 'Korean and English',
  ES: 'Spanish and English',
  MX: 'Spanish and English',
  PT: 'Portuguese and English',
  BR: 'Portuguese and English',
  IT: 'Italian and English',
  DE: 'German and English',
  FR: 'French and English',
  GR: 'Greek and English',
  ID: 'English and Indonesian',
};

/** The course description followed by where it is held and in which language it is taught. */
export function eventDescription(text: string, school: DemoSchool, n: number): string {
  const where = [
    `We meet at ${school.name}, ${school.setting}.`,
    `The course takes place ${school.setting}, at ${school.name}.`,
    `Held at our home in ${school.city}: ${school.setting}.`,
  ];
  const language = TEACHING_LANGUAGES[school.country] ?? 'English';
  return `${text}\n\n${where[n % where.length]} Teaching is in ${language}.`;
}
