import { LANGUAGES } from '#common/constants.ts';
import { standardSummary } from '#common/standards.ts';
import { feeItemName } from '../fee-items.ts';
import type { Localized } from '../schema/content.ts';

const L = (en: string, th: string, zh: string, hi: string): Localized => ({ en, th, zh, hi });
/** A fee's name from the one list of standards: "Registered Yoga Teacher, 200 hours (RTY 200)". */
const named = (code: string, hours?: string) => feeItemName(hours ? `RTY-${hours.split('–').at(-1)}` : code);

type Amounts = { USD: number; EUR: number; THB: number; INR: number };
export type FeeSeed = { code: string; audience: 'school' | 'teacher'; name: Localized; description: Localized; annual: Amounts; lifetime: Amounts };

/** The other school standards (specialty schools and programmes): demo amounts, set per currency as the office would. */
const SPECIALTY_SCHOOLS: [string, number][] = [
  ['AYS', 150],
  ['KYS', 150],
  ['PYS', 150],
  ['YTS', 150],
  ['AVS', 150],
  ['YYS', 150],
  ['MSS', 150],
  ['EYEP', 120],
  ['OYCP', 120],
  ['GYS', 150],
  ['AYP', 120],
];
const RATE = { USD: 1, EUR: 0.92, THB: 35, INR: 83 };
const round = (value: number, step: number) => Math.round(value / step) * step;
const inCurrencies = (usd: number): Amounts => ({ USD: usd, EUR: round(usd * RATE.EUR, 5), THB: round(usd * RATE.THB, 100), INR: round(usd * RATE.INR, 500) });

function specialtySchool(code: string, usd: number): FeeSeed {
  const description = Object.fromEntries(LANGUAGES.map((lang) => [lang, standardSummary(code, lang)])) as Localized;
  return { code, audience: 'school', name: named(code), description, annual: inCurrencies(usd), lifetime: inCurrencies(usd * 3.5) };
}

// Whole currency units here; stored in minor units. Each currency is set by the office, not converted.
// Published reference points: teacher registration 200 h €250 / $280, 201–300 h €275 / $310 (lifetime).
export const FEE_SEEDS: FeeSeed[] = [
  {
    code: 'RSY',
    audience: 'school',
    name: named('RSY'),
    description: L(
      'For schools that run teacher trainings and issue their own certificate. Includes the school profile, directory listing, event listings and the RSY mark.',
      'สำหรับโรงเรียนที่จัดหลักสูตรครูโยคะและออกประกาศนียบัตรของตนเอง รวมโปรไฟล์โรงเรียน การแสดงในไดเรกทอรี การประกาศกิจกรรม และตราสัญลักษณ์ RSY',
      '适用于开设教师培训并颁发自有证书的学校。包括学校主页、名录展示、活动发布及 RSY 标识使用权。',
      'उन विद्यालयों के लिए जो शिक्षक प्रशिक्षण चलाते हैं और अपना प्रमाणपत्र जारी करते हैं। इसमें विद्यालय प्रोफ़ाइल, निर्देशिका सूची, कार्यक्रम सूची और RSY चिह्न शामिल हैं।',
    ),
    annual: { USD: 180, EUR: 165, THB: 6300, INR: 15000 },
    lifetime: { USD: 650, EUR: 590, THB: 22900, INR: 54000 },
  },
  {
    code: 'CYS',
    audience: 'school',
    name: named('CYS'),
    description: L(
      'For schools whose curriculum is reviewed in full. The school issues the World Yoga Alliance certificate and its graduates become Certified Yoga Teachers (CYT).',
      'สำหรับโรงเรียนที่หลักสูตรผ่านการตรวจสอบทั้งหมด โรงเรียนออกประกาศนียบัตรของ World Yoga Alliance และผู้สำเร็จการศึกษาเป็นครูโยคะที่ได้รับการรับรอง (CYT)',
      '适用于课程经过全面审核的学校。学校颁发世界瑜伽联盟证书，其毕业生成为认证瑜伽教师 (CYT)。',
      'उन विद्यालयों के लिए जिनके पूरे पाठ्यक्रम की समीक्षा होती है। विद्यालय वर्ल्ड योगा अलायंस का प्रमाणपत्र जारी करता है और उसके स्नातक प्रमाणित योग शिक्षक (CYT) बनते हैं।',
    ),
    annual: { USD: 260, EUR: 235, THB: 9200, INR: 21500 },
    lifetime: { USD: 950, EUR: 860, THB: 33500, INR: 79000 },
  },
  {
    code: 'RTY-200',
    audience: 'teacher',
    name: named('RTY', '200'),
    description: L(
      'For teachers who completed a training of at least 200 hours. Includes the teacher profile, WYA teacher ID and certificate of registration.',
      'สำหรับครูที่สำเร็จหลักสูตรอย่างน้อย 200 ชั่วโมง รวมโปรไฟล์ครู หมายเลขครู WYA และใบรับรองการขึ้นทะเบียน',
      '适用于完成至少 200 小时培训的教师。包括教师主页、WYA 教师编号和注册证书。',
      'उन शिक्षकों के लिए जिन्होंने कम से कम 200 घंटे का प्रशिक्षण पूरा किया है। इसमें शिक्षक प्रोफ़ाइल, WYA शिक्षक आईडी और पंजीकरण प्रमाणपत्र शामिल हैं।',
    ),
    annual: { USD: 65, EUR: 60, THB: 2300, INR: 5400 },
    lifetime: { USD: 280, EUR: 250, THB: 9900, INR: 23500 },
  },
  {
    code: 'RTY-300',
    audience: 'teacher',
    name: named('RTY', '201–300'),
    description: L(
      'For teachers whose completed trainings total 201 to 300 hours.',
      'สำหรับครูที่ผ่านการฝึกอบรมรวม 201 ถึง 300 ชั่วโมง',
      '适用于累计完成 201 至 300 小时培训的教师。',
      'उन शिक्षकों के लिए जिनके पूरे किए गए प्रशिक्षण कुल 201 से 300 घंटे हैं।',
    ),
    annual: { USD: 75, EUR: 68, THB: 2650, INR: 6200 },
    lifetime: { USD: 310, EUR: 275, THB: 10900, INR: 26000 },
  },
  {
    code: 'RTY-500',
    audience: 'teacher',
    name: named('RTY', '500'),
    description: L(
      'For teachers with 500 or more training hours, including advanced trainings.',
      'สำหรับครูที่มีชั่วโมงการฝึกอบรม 500 ชั่วโมงขึ้นไป รวมหลักสูตรขั้นสูง',
      '适用于培训时数达 500 小时及以上（含高级培训）的教师。',
      'उन शिक्षकों के लिए जिनके प्रशिक्षण घंटे 500 या अधिक हैं, उन्नत प्रशिक्षण सहित।',
    ),
    annual: { USD: 90, EUR: 82, THB: 3200, INR: 7500 },
    lifetime: { USD: 360, EUR: 320, THB: 12500, INR: 30000 },
  },
  {
    code: 'CYT',
    audience: 'teacher',
    name: named('CYT'),
    description: L(
      'For graduates of a Certified Yoga School (CYS). Only a certified school can put a graduate forward for CYT.',
      'สำหรับผู้สำเร็จการศึกษาจากโรงเรียนโยคะที่ได้รับการรับรอง (CYS) มีเพียงโรงเรียนที่ได้รับการรับรองเท่านั้นที่เสนอชื่อผู้สำเร็จการศึกษาเป็น CYT ได้',
      '适用于认证瑜伽学校 (CYS) 的毕业生。只有认证学校才能为毕业生申请 CYT。',
      'प्रमाणित योग विद्यालय (CYS) के स्नातकों के लिए। केवल प्रमाणित विद्यालय ही किसी स्नातक को CYT के लिए आगे बढ़ा सकता है।',
    ),
    annual: { USD: 55, EUR: 50, THB: 1950, INR: 4600 },
    lifetime: { USD: 220, EUR: 195, THB: 7800, INR: 18500 },
  },
  ...SPECIALTY_SCHOOLS.map(([code, usd]) => specialtySchool(code, usd)),
];
