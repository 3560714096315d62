import type { Localized } from '../schema/content.ts';

const L = (en: string, th: string, zh: string, hi: string): Localized => ({ en, th, zh, hi });

export type PlatformEventSeed = {
  slug: string;
  title: Localized;
  summary: Localized;
  description: Localized;
  location: Localized;
  isOnline: boolean;
  /** Days from the seed date, so the demo always has upcoming events… */
  startInDays: number;
  /** …or the next occurrence of a fixed day of the year (month 1–12). */
  nextDate?: { month: number; day: number };
  days: number;
  capacity: number | null;
};

export const PLATFORM_EVENT_SEEDS: PlatformEventSeed[] = [
  {
    slug: 'online-standards-orientation',
    title: L(
      'Online orientation: applying under the WYA standards',
      'ปฐมนิเทศออนไลน์: การสมัครตามมาตรฐาน WYA',
      '线上说明会：如何依据 WYA 标准申请',
      'ऑनलाइन परिचय सत्र: WYA मानकों के अंतर्गत आवेदन',
    ),
    summary: L(
      'A 90-minute session for schools and teachers preparing an application.',
      'การประชุม 90 นาทีสำหรับโรงเรียนและครูที่กำลังเตรียมใบสมัคร',
      '为准备申请的学校和教师举办的 90 分钟说明会。',
      'आवेदन तैयार कर रहे विद्यालयों और शिक्षकों के लिए 90 मिनट का सत्र।',
    ),
    description: L(
      'Our reviewers walk through the application step by step: which standard fits your training, how to present your syllabus and hours, which documents we need and how the 7–14 working-day review works.\n\nThe session ends with 30 minutes of questions. It is held in English with Thai, Chinese and Hindi summaries, and the recording is added to the exclusive center for members.',
      'ผู้ตรวจสอบของเราจะอธิบายการสมัครทีละขั้นตอน: มาตรฐานใดเหมาะกับหลักสูตรของคุณ วิธีนำเสนอหลักสูตรและจำนวนชั่วโมง เอกสารที่เราต้องการ และขั้นตอนการพิจารณา 7–14 วันทำการ\n\nช่วงท้ายมีการถามตอบ 30 นาที จัดเป็นภาษาอังกฤษพร้อมสรุปภาษาไทย จีน และฮินดี และจะเพิ่มวิดีโอบันทึกไว้ในศูนย์พิเศษสำหรับสมาชิก',
      '我们的审核员将逐步讲解申请流程：哪项标准适合您的培训、如何呈现课程大纲和学时、需要哪些文件，以及 7–14 个工作日的审核如何进行。\n\n会议最后有 30 分钟问答。会议以英语进行，并提供泰语、中文和印地语摘要，录像将添加到会员专属中心。',
      'हमारे समीक्षक आवेदन को चरण दर चरण समझाते हैं: आपके प्रशिक्षण के लिए कौन सा मानक उपयुक्त है, पाठ्यक्रम और घंटे कैसे प्रस्तुत करें, हमें कौन से दस्तावेज़ चाहिए, और 7–14 कार्य दिवसों की समीक्षा कैसे होती है।\n\nसत्र के अंत में 30 मिनट के प्रश्नोत्तर होते हैं। यह अंग्रेज़ी में होता है, साथ में थाई, चीनी और हिंदी सारांश, और रिकॉर्डिंग सदस्यों के लिए विशेष केंद्र में जोड़ी जाती है।',
    ),
    location: L('Online (video call link sent by email)', 'ออนไลน์ (ส่งลิงก์ทางอีเมล)', '线上（会议链接将通过邮件发送）', 'ऑनलाइन (वीडियो कॉल लिंक ईमेल से भेजा जाएगा)'),
    isOnline: true,
    startInDays: 21,
    days: 1,
    capacity: 300,
  },
  {
    slug: 'asia-teachers-gathering-chiang-mai',
    title: L('Asia Teachers Gathering, Chiang Mai', 'งานพบปะครูโยคะเอเชีย เชียงใหม่', '亚洲瑜伽教师聚会·清迈', 'एशिया शिक्षक सम्मेलन, चियांग माई'),
    summary: L(
      'Three days of workshops, practice and exchange for member teachers and schools.',
      'สามวันของเวิร์กช็อป การฝึก และการแลกเปลี่ยนสำหรับครูและโรงเรียนสมาชิก',
      '为会员教师和学校举办的三天工作坊、练习与交流。',
      'सदस्य शिक्षकों और विद्यालयों के लिए तीन दिन की कार्यशालाएँ, अभ्यास और आदान-प्रदान।',
    ),
    description: L(
      'Member teachers and school owners from across Asia meet for morning practice, workshops on anatomy, sequencing and teaching ethics, and an evening forum on running a school.\n\nRTY members receive 15% off the gathering fee, CYS and CYT members 25%. Accommodation is arranged with partner retreats near the old city.',
      'ครูสมาชิกและเจ้าของโรงเรียนจากทั่วเอเชียมาพบกันเพื่อฝึกยามเช้า เวิร์กช็อปด้านกายวิภาค การจัดลำดับท่า และจริยธรรมการสอน และเวทีเสวนาภาคค่ำเรื่องการบริหารโรงเรียน\n\nสมาชิก RTY ได้รับส่วนลด 15% สำหรับค่าร่วมงาน สมาชิก CYS และ CYT ได้รับส่วนลด 25% ที่พักจัดร่วมกับรีทรีตพันธมิตรใกล้เมืองเก่า',
      '来自亚洲各地的会员教师和学校负责人齐聚一堂，参加晨间练习、解剖学、序列编排和教学伦理工作坊，以及关于学校经营的晚间论坛。\n\nRTY 会员可享 15% 参会费折扣，CYS 和 CYT 会员可享 25% 折扣。住宿由古城附近的合作静修中心安排。',
      'पूरे एशिया से सदस्य शिक्षक और विद्यालय संचालक सुबह के अभ्यास, शरीर रचना, क्रम-निर्माण और शिक्षण नैतिकता पर कार्यशालाओं, और विद्यालय संचालन पर शाम के मंच के लिए मिलते हैं।\n\nRTY सदस्यों को सम्मेलन शुल्क पर 15% और CYS तथा CYT सदस्यों को 25% छूट मिलती है। ठहरने की व्यवस्था पुराने शहर के पास सहयोगी रिट्रीट केंद्रों के साथ की जाती है।',
    ),
    location: L('Chiang Mai, Thailand', 'เชียงใหม่ ประเทศไทย', '泰国清迈', 'चियांग माई, थाईलैंड'),
    isOnline: false,
    startInDays: 75,
    days: 3,
    capacity: 120,
  },
  {
    slug: 'international-day-of-yoga-community-practice',
    title: L('International Day of Yoga: community practice', 'วันโยคะสากล: การฝึกร่วมกันของชุมชน', '国际瑜伽日：社区共练', 'अंतर्राष्ट्रीय योग दिवस: सामुदायिक अभ्यास'),
    summary: L(
      'Member schools around the world open their doors for a free shared practice on 21 June.',
      'โรงเรียนสมาชิกทั่วโลกเปิดประตูให้ฝึกร่วมกันฟรีในวันที่ 21 มิถุนายน',
      '6 月 21 日，全球会员学校免费开放，共同练习。',
      '21 जून को दुनिया भर के सदस्य विद्यालय मुफ़्त साझा अभ्यास के लिए अपने द्वार खोलते हैं।',
    ),
    description: L(
      'Each participating school leads the same 45-minute sequence at 8:00 local time, followed by a short meditation. Apply to register your school as a host; we send the sequence, a poster in four languages and a checklist for running a safe open class.',
      'โรงเรียนที่เข้าร่วมแต่ละแห่งนำฝึกลำดับท่าเดียวกัน 45 นาที เวลา 8:00 น. ตามเวลาท้องถิ่น ตามด้วยการทำสมาธิสั้น ๆ สมัครเพื่อลงทะเบียนโรงเรียนของคุณเป็นเจ้าภาพ เราจะส่งลำดับท่า โปสเตอร์สี่ภาษา และรายการตรวจสอบสำหรับการจัดชั้นเรียนเปิดอย่างปลอดภัย',
      '每所参与学校于当地时间 8:00 带领相同的 45 分钟序列，随后进行简短冥想。报名即可将您的学校登记为主办方；我们将发送序列、四种语言的海报以及安全开展公开课的清单。',
      'हर भाग लेने वाला विद्यालय स्थानीय समय 8:00 बजे एक ही 45 मिनट का क्रम करवाता है, उसके बाद छोटा ध्यान। अपने विद्यालय को मेज़बान के रूप में पंजीकृत करने के लिए आवेदन करें; हम क्रम, चार भाषाओं में पोस्टर और सुरक्षित खुली कक्षा चलाने की जाँच-सूची भेजते हैं।',
    ),
    location: L('Member schools worldwide', 'โรงเรียนสมาชิกทั่วโลก', '全球会员学校', 'दुनिया भर के सदस्य विद्यालय'),
    isOnline: false,
    startInDays: 0,
    nextDate: { month: 6, day: 21 },
    days: 1,
    capacity: null,
  },
  {
    slug: 'teaching-ethics-webinar',
    title: L(
      'Webinar: ethics and boundaries in teaching',
      'เว็บบินาร์: จริยธรรมและขอบเขตในการสอน',
      '网络研讨会：教学中的伦理与边界',
      'वेबिनार: शिक्षण में नैतिकता और सीमाएँ',
    ),
    summary: L(
      'A recorded discussion on consent, touch and the teacher–student relationship.',
      'การอภิปรายที่บันทึกไว้เรื่องความยินยอม การสัมผัส และความสัมพันธ์ระหว่างครูกับนักเรียน',
      '关于同意、触碰以及师生关系的讨论（已录制）。',
      'सहमति, स्पर्श और शिक्षक–विद्यार्थी संबंध पर रिकॉर्ड की गई चर्चा।',
    ),
    description: L(
      'Three senior trainers discussed the community guidelines for members and how to apply them in class. The recording is available to members in the exclusive center.',
      'ผู้ฝึกสอนอาวุโสสามท่านอภิปรายแนวปฏิบัติของชุมชนสำหรับสมาชิกและวิธีนำไปใช้ในชั้นเรียน สมาชิกรับชมวิดีโอบันทึกได้ในศูนย์พิเศษ',
      '三位资深培训师讨论了会员社区准则以及如何在课堂中落实。会员可在专属中心观看录像。',
      'तीन वरिष्ठ प्रशिक्षकों ने सदस्यों के लिए सामुदायिक दिशानिर्देशों और कक्षा में उन्हें लागू करने पर चर्चा की। रिकॉर्डिंग सदस्यों के लिए विशेष केंद्र में उपलब्ध है।',
    ),
    location: L('Online', 'ออนไลน์', '线上', 'ऑनलाइन'),
    isOnline: true,
    startInDays: -45,
    days: 1,
    capacity: 500,
  },
];
