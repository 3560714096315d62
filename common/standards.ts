import type { Language } from './constants.ts';

// The one list of World Yoga Alliance standards: code, name and short description in every
// interface language. The directory's level filter and badges, the standards pages, the fee
// page, the search text and the application forms all name a standard from here, so a code can
// never carry two names. The names follow the standards' own pages (content/*/standards/*.md).

export type Localized = Record<Language, string>;
export type Standard = { code: string; audience: 'school' | 'teacher'; name: Localized; summary: Localized };

export const STANDARDS = [
  {
    code: 'RSY',
    audience: 'school',
    name: { en: 'Registered Yoga School', th: 'โรงเรียนโยคะที่ขึ้นทะเบียน', zh: '注册瑜伽学校', hi: 'पंजीकृत योग विद्यालय' },
    summary: {
      en: 'Teacher trainings of 200, 300 or 500 hours; the school issues its own certificate and graduates may register as RTY.',
      th: 'หลักสูตรครู 200, 300 หรือ 500 ชั่วโมง โรงเรียนออกประกาศนียบัตรของตนเอง และผู้สำเร็จการศึกษาขึ้นทะเบียนเป็น RTY ได้',
      zh: '200、300 或 500 小时教师培训；学校颁发自有证书，毕业生可注册为 RTY。',
      hi: '200, 300 या 500 घंटे के शिक्षक प्रशिक्षण; विद्यालय अपना प्रमाणपत्र जारी करता है और स्नातक RTY के रूप में पंजीकरण कर सकते हैं।',
    },
  },
  {
    code: 'AYS',
    audience: 'school',
    name: { en: 'Ayurveda Yoga School', th: 'โรงเรียนโยคะอายุรเวท', zh: '阿育吠陀瑜伽学校', hi: 'आयुर्वेद योग विद्यालय' },
    summary: {
      en: 'Trainings that join yoga practice with Ayurvedic principles of constitution, diet and daily routine.',
      th: 'หลักสูตรที่ผสานการฝึกโยคะกับหลักอายุรเวทเรื่องธาตุเจ้าเรือน อาหาร และกิจวัตรประจำวัน',
      zh: '将瑜伽练习与阿育吠陀的体质、饮食和日常作息原理相结合的培训。',
      hi: 'ऐसे प्रशिक्षण जो योग अभ्यास को प्रकृति, आहार और दिनचर्या के आयुर्वेदिक सिद्धांतों से जोड़ते हैं।',
    },
  },
  {
    code: 'KYS',
    audience: 'school',
    name: { en: 'Kids Yoga School', th: 'โรงเรียนโยคะสำหรับเด็ก', zh: '儿童瑜伽学校', hi: 'बाल योग विद्यालय' },
    summary: {
      en: 'Trainings for teaching yoga safely and playfully to children from 3 to 16 years.',
      th: 'หลักสูตรการสอนโยคะแก่เด็กอายุ 3 ถึง 16 ปีอย่างปลอดภัยและสนุกสนาน',
      zh: '安全而有趣地为 3 至 16 岁儿童教授瑜伽的培训。',
      hi: '3 से 16 वर्ष के बच्चों को सुरक्षित और आनंदपूर्ण ढंग से योग सिखाने के प्रशिक्षण।',
    },
  },
  {
    code: 'PYS',
    audience: 'school',
    name: { en: 'Prenatal Yoga School', th: 'โรงเรียนโยคะสำหรับหญิงตั้งครรภ์', zh: '孕期瑜伽学校', hi: 'प्रसवपूर्व योग विद्यालय' },
    summary: {
      en: 'Trainings for teaching expectant and new mothers through pregnancy and recovery.',
      th: 'หลักสูตรการสอนว่าที่คุณแม่และคุณแม่หลังคลอด ตลอดการตั้งครรภ์และการฟื้นตัว',
      zh: '陪伴准妈妈和新妈妈度过孕期与产后恢复的教学培训。',
      hi: 'गर्भावस्था और प्रसव के बाद की रिकवरी में माताओं को सिखाने के प्रशिक्षण।',
    },
  },
  {
    code: 'YTS',
    audience: 'school',
    name: { en: 'Yoga Therapy School', th: 'โรงเรียนโยคะบำบัด', zh: '瑜伽疗愈学校', hi: 'योग चिकित्सा विद्यालय' },
    summary: {
      en: 'Advanced trainings that apply yoga to health conditions, working alongside medical care.',
      th: 'หลักสูตรขั้นสูงที่ประยุกต์โยคะกับภาวะสุขภาพ ควบคู่กับการรักษาทางการแพทย์',
      zh: '将瑜伽应用于健康问题、与医疗护理并行的高级培训。',
      hi: 'उन्नत प्रशिक्षण जो चिकित्सा देखभाल के साथ-साथ स्वास्थ्य समस्याओं में योग का उपयोग सिखाते हैं।',
    },
  },
  {
    code: 'AVS',
    audience: 'school',
    name: { en: 'Ashtanga Vinyasa School', th: 'โรงเรียนอัษฎางค์วินยาสะ', zh: '阿斯汤加流瑜伽学校', hi: 'अष्टांग विन्यास विद्यालय' },
    summary: {
      en: 'Trainings in the Ashtanga Vinyasa method: the series, tristhana and the Mysore-style room.',
      th: 'หลักสูตรวิธีอัษฎางค์วินยาสะ ได้แก่ ชุดท่า ตริสถานะ และการสอนแบบไมซอร์',
      zh: '阿斯汤加流瑜伽方法的培训：序列、三位一体（呼吸、收束、凝视）和迈索尔式教学。',
      hi: 'अष्टांग विन्यास पद्धति के प्रशिक्षण: श्रृंखलाएँ, त्रिस्थान और मैसूर शैली की कक्षा।',
    },
  },
  {
    code: 'YYS',
    audience: 'school',
    name: { en: 'Yin Yoga School', th: 'โรงเรียนหยินโยคะ', zh: '阴瑜伽学校', hi: 'यिन योग विद्यालय' },
    summary: {
      en: 'Trainings in long-held, passive poses for connective tissue, and their mindful teaching.',
      th: 'หลักสูตรท่าค้างนานแบบผ่อนคลายเพื่อเนื้อเยื่อเกี่ยวพัน และการสอนอย่างมีสติ',
      zh: '针对结缔组织的长时间被动保持体式及其正念教学的培训。',
      hi: 'संयोजी ऊतकों के लिए लंबे समय तक रखे जाने वाले निष्क्रिय आसन और उनका सजग शिक्षण।',
    },
  },
  {
    code: 'MSS',
    audience: 'school',
    name: { en: 'Meditation Studies School', th: 'โรงเรียนศึกษาการทำสมาธิ', zh: '冥想研习学校', hi: 'ध्यान अध्ययन विद्यालय' },
    summary: {
      en: 'Trainings for teaching meditation and mindfulness, from breath awareness to retreat practice.',
      th: 'หลักสูตรการสอนสมาธิและสติ ตั้งแต่การรู้ลมหายใจจนถึงการปฏิบัติแบบรีทรีต',
      zh: '教授冥想与正念的培训，从呼吸觉察到静修练习。',
      hi: 'ध्यान और सजगता सिखाने के प्रशिक्षण, श्वास-जागरूकता से लेकर रिट्रीट अभ्यास तक।',
    },
  },
  {
    code: 'CYS',
    audience: 'school',
    name: { en: 'Certified Yoga School', th: 'โรงเรียนโยคะที่ได้รับการรับรอง', zh: '认证瑜伽学校', hi: 'प्रमाणित योग विद्यालय' },
    summary: {
      en: 'Fully reviewed curriculum; the school issues the WYA certificate and graduates become CYT.',
      th: 'หลักสูตรผ่านการตรวจสอบทั้งหมด โรงเรียนออกประกาศนียบัตร WYA และผู้สำเร็จการศึกษาเป็น CYT',
      zh: '课程经全面审核；学校颁发 WYA 证书，毕业生成为 CYT。',
      hi: 'पूरे पाठ्यक्रम की समीक्षा; विद्यालय WYA प्रमाणपत्र जारी करता है और स्नातक CYT बनते हैं।',
    },
  },
  {
    code: 'EYEP',
    audience: 'school',
    name: { en: 'Emerging Yoga Educator Programme', th: 'โครงการพัฒนาครูโยคะรุ่นใหม่', zh: '新锐瑜伽教育者计划', hi: 'उभरते योग शिक्षक कार्यक्रम' },
    summary: {
      en: 'For recent graduates, within 2–3 years after training: a 2-year supervised internship.',
      th: 'สำหรับผู้สำเร็จการศึกษาภายใน 2–3 ปีหลังการฝึกอบรม: การฝึกงานภายใต้การดูแล 2 ปี',
      zh: '面向培训结束后 2–3 年内的新毕业生：为期 2 年的督导实习。',
      hi: 'प्रशिक्षण के 2–3 वर्षों के भीतर नए स्नातकों के लिए: 2 वर्ष की पर्यवेक्षित इंटर्नशिप।',
    },
  },
  {
    code: 'OYCP',
    audience: 'school',
    name: { en: 'Online Yoga Course Provider', th: 'ผู้ให้บริการหลักสูตรโยคะออนไลน์', zh: '线上瑜伽课程提供者', hi: 'ऑनलाइन योग पाठ्यक्रम प्रदाता' },
    summary: {
      en: 'Online and hybrid trainings with live teaching, supervised practice and honest assessment.',
      th: 'หลักสูตรออนไลน์และแบบผสมที่มีการสอนสด การฝึกภายใต้การดูแล และการประเมินที่โปร่งใส',
      zh: '包含直播教学、督导练习和严格评估的线上及混合式培训。',
      hi: 'लाइव शिक्षण, पर्यवेक्षित अभ्यास और ईमानदार मूल्यांकन वाले ऑनलाइन और हाइब्रिड प्रशिक्षण।',
    },
  },
  {
    code: 'GYS',
    audience: 'school',
    name: { en: 'Gentle Yoga School', th: 'โรงเรียนโยคะแบบนุ่มนวล', zh: '温和瑜伽学校', hi: 'सौम्य योग विद्यालय' },
    summary: {
      en: 'Trainings for seniors and people with limited mobility: chair yoga, balance and gentle practice.',
      th: 'หลักสูตรสำหรับผู้สูงอายุและผู้ที่เคลื่อนไหวได้จำกัด: โยคะบนเก้าอี้ การทรงตัว และการฝึกแบบนุ่มนวล',
      zh: '面向长者及行动不便者的培训：椅子瑜伽、平衡训练和温和练习。',
      hi: 'वरिष्ठ नागरिकों और सीमित गतिशीलता वाले लोगों के लिए प्रशिक्षण: कुर्सी योग, संतुलन और सौम्य अभ्यास।',
    },
  },
  {
    code: 'AYP',
    audience: 'school',
    name: { en: 'Associate Yoga Provider', th: 'ผู้ให้บริการโยคะสมทบ', zh: '准会员瑜伽机构', hi: 'सहयोगी योग प्रदाता' },
    summary: {
      en: 'Studios, retreats and workshop providers that do not run full teacher trainings.',
      th: 'สตูดิโอ รีทรีต และผู้จัดเวิร์กช็อปที่ไม่ได้จัดหลักสูตรครูเต็มรูปแบบ',
      zh: '不开设完整教师培训的工作室、静修中心和工作坊提供者。',
      hi: 'स्टूडियो, रिट्रीट और कार्यशाला प्रदाता जो पूर्ण शिक्षक प्रशिक्षण नहीं चलाते।',
    },
  },
  {
    code: 'RTY',
    audience: 'teacher',
    name: { en: 'Registered Yoga Teacher', th: 'ครูโยคะที่ขึ้นทะเบียน', zh: '注册瑜伽教师', hi: 'पंजीकृत योग शिक्षक' },
    summary: {
      en: 'Teachers who completed a training of 200, 300 or 500 hours; graduates of RSY schools register individually.',
      th: 'ครูที่สำเร็จหลักสูตร 200, 300 หรือ 500 ชั่วโมง ผู้สำเร็จการศึกษาจากโรงเรียน RSY ขึ้นทะเบียนเป็นรายบุคคล',
      zh: '完成 200、300 或 500 小时培训的教师；RSY 学校的毕业生以个人身份注册。',
      hi: '200, 300 या 500 घंटे का प्रशिक्षण पूरा करने वाले शिक्षक; RSY विद्यालयों के स्नातक व्यक्तिगत रूप से पंजीकरण करते हैं।',
    },
  },
  {
    code: 'CYT',
    audience: 'teacher',
    name: { en: 'Certified Yoga Teacher', th: 'ครูโยคะที่ได้รับการรับรอง', zh: '认证瑜伽教师', hi: 'प्रमाणित योग शिक्षक' },
    summary: {
      en: 'Graduates of a Certified Yoga School (CYS), put forward for CYT by their school.',
      th: 'ผู้สำเร็จการศึกษาจากโรงเรียนโยคะที่ได้รับการรับรอง (CYS) ซึ่งโรงเรียนเสนอชื่อเป็น CYT',
      zh: '认证瑜伽学校（CYS）的毕业生，由其学校推荐申请 CYT。',
      hi: 'प्रमाणित योग विद्यालय (CYS) के स्नातक, जिन्हें उनका विद्यालय CYT के लिए आगे बढ़ाता है।',
    },
  },
] as const satisfies readonly Standard[];

type Of<A extends Standard['audience']> = Extract<(typeof STANDARDS)[number], { audience: A }>['code'];

const byCode = new Map<string, Standard>(STANDARDS.map((s) => [s.code, s]));
const codesOf = <A extends Standard['audience']>(audience: A) => STANDARDS.filter((s) => s.audience === audience).map((s) => s.code) as Of<A>[];

/** School standards (SPEC §2 /standards/{code}), in the order of the standards page; also a school's levels of registration. */
export const SCHOOL_STANDARD_CODES = codesOf('school');
/** Teacher registration types (SPEC §6: RTY, CYT). */
export const TEACHER_STANDARD_CODES = codesOf('teacher');

export const standardOf = (code: string): Standard | undefined => byCode.get(code);

/** "Registered Yoga School"; an unknown code is shown as it is. */
export const standardName = (code: string, lang: Language): string => byCode.get(code)?.name[lang] ?? code;
/** "RSY – Registered Yoga School", as the level filter and badges show it. */
export const standardLabel = (code: string, lang: Language): string => (byCode.has(code) ? `${code} – ${standardName(code, lang)}` : code);
export const standardSummary = (code: string, lang: Language): string => byCode.get(code)?.summary[lang] ?? '';
