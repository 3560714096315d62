import type { Localized } from '../schema/content.ts';

const L = (en: string, th: string, zh: string, hi: string): Localized => ({ en, th, zh, hi });

export type TeamSeed = { name: Localized; role: Localized; bio: Localized };

export const TEAM_SEEDS: TeamSeed[] = [
  {
    name: L('Dr. Meera Iyer', 'ดร.มีรา ไอเยอร์', '米拉·艾耶尔博士', 'डॉ. मीरा अय्यर'),
    role: L('Chair of the Standards Council', 'ประธานสภามาตรฐาน', '标准委员会主席', 'मानक परिषद की अध्यक्ष'),
    bio: L(
      'Teaches yoga philosophy and anatomy and has trained teachers since 1998. She leads the council that writes and revises the WYA standards.',
      'สอนปรัชญาโยคะและกายวิภาคศาสตร์ และฝึกอบรมครูมาตั้งแต่ปี 1998 เป็นผู้นำสภาที่เขียนและปรับปรุงมาตรฐานของ WYA',
      '讲授瑜伽哲学与解剖学，自 1998 年起培训教师。她领导负责制定和修订 WYA 标准的委员会。',
      'योग दर्शन और शरीर रचना पढ़ाती हैं और 1998 से शिक्षकों को प्रशिक्षित कर रही हैं। वे उस परिषद का नेतृत्व करती हैं जो WYA मानक लिखती और संशोधित करती है।',
    ),
  },
  {
    name: L('Somchai Wongsakul', 'สมชาย วงศ์สกุล', '颂猜·旺萨军', 'सोमचाई वोंगसाकुल'),
    role: L('Head of Member Services', 'หัวหน้าฝ่ายบริการสมาชิก', '会员服务主管', 'सदस्य सेवा प्रमुख'),
    bio: L(
      'Looks after applications, renewals and member questions from the office in Bangkok, Monday to Friday 9:00–17:00.',
      'ดูแลใบสมัคร การต่ออายุ และคำถามของสมาชิก จากสำนักงานในกรุงเทพฯ วันจันทร์ถึงวันศุกร์ 9:00–17:00 น.',
      '在曼谷办公室负责申请、续费和会员咨询，服务时间为周一至周五 9:00–17:00。',
      'बैंकॉक कार्यालय से आवेदन, नवीनीकरण और सदस्यों के प्रश्न देखते हैं, सोमवार से शुक्रवार 9:00–17:00।',
    ),
  },
  {
    name: L('Anna Keller', 'แอนนา เคลเลอร์', '安娜·凯勒', 'अन्ना केलर'),
    role: L('Lead Reviewer, Schools', 'หัวหน้าผู้ตรวจสอบ ฝ่ายโรงเรียน', '学校审核主管', 'मुख्य समीक्षक, विद्यालय'),
    bio: L(
      "Reviews school curricula and documents for RSY and CYS registration, and coordinates the specialised standards such as children's and prenatal yoga.",
      'ตรวจสอบหลักสูตรและเอกสารของโรงเรียนสำหรับการขึ้นทะเบียน RSY และ CYS และประสานงานมาตรฐานเฉพาะทาง เช่น โยคะสำหรับเด็กและโยคะสำหรับหญิงตั้งครรภ์',
      '负责审核 RSY 和 CYS 注册的学校课程与文件，并协调儿童瑜伽、孕期瑜伽等专项标准。',
      'RSY और CYS पंजीकरण के लिए विद्यालयों के पाठ्यक्रम और दस्तावेज़ों की समीक्षा करती हैं, और बाल योग तथा प्रसवपूर्व योग जैसे विशेष मानकों का समन्वय करती हैं।',
    ),
  },
  {
    name: L('Rahul Verma', 'ราหุล วรรมา', '拉胡尔·维尔马', 'राहुल वर्मा'),
    role: L('Lead Reviewer, Teachers', 'หัวหน้าผู้ตรวจสอบ ฝ่ายครู', '教师审核主管', 'मुख्य समीक्षक, शिक्षक'),
    bio: L(
      'Reviews teacher applications, certificates and teaching hours, and answers questions about RTY, CYT and the experienced-teacher path.',
      'ตรวจสอบใบสมัครครู ประกาศนียบัตร และชั่วโมงการสอน และตอบคำถามเกี่ยวกับ RTY, CYT และเส้นทางครูผู้มีประสบการณ์',
      '负责审核教师申请、证书和教学时数，并解答有关 RTY、CYT 及资深教师路径的问题。',
      'शिक्षक आवेदनों, प्रमाणपत्रों और शिक्षण घंटों की समीक्षा करते हैं, और RTY, CYT तथा अनुभवी शिक्षक मार्ग से जुड़े प्रश्नों के उत्तर देते हैं।',
    ),
  },
  {
    name: L('Lin Xiaoyu', 'หลิน เสี่ยวอวี่', '林晓雨', 'लिन श्याओयू'),
    role: L('Community and Events Coordinator', 'ผู้ประสานงานชุมชนและกิจกรรม', '社区与活动协调员', 'समुदाय और कार्यक्रम समन्वयक'),
    bio: L(
      'Organises WYA gatherings, online sessions and the exclusive video library, and keeps members connected across languages.',
      'จัดงานพบปะของ WYA การประชุมออนไลน์ และคลังวิดีโอพิเศษ และเชื่อมโยงสมาชิกข้ามภาษา',
      '负责组织 WYA 聚会、线上课程和专属视频库，帮助不同语言的会员保持联系。',
      'WYA के सम्मेलन, ऑनलाइन सत्र और विशेष वीडियो संग्रह आयोजित करती हैं, और विभिन्न भाषाओं के सदस्यों को जोड़े रखती हैं।',
    ),
  },
];

export type TestimonialSeed = { name: string; country: string; role: Localized; quote: Localized };

export const TESTIMONIAL_SEEDS: TestimonialSeed[] = [
  {
    name: 'Ananda Sharma',
    country: 'TH',
    role: L('RSY school owner, Chiang Mai', 'เจ้าของโรงเรียน RSY เชียงใหม่', 'RSY 学校负责人，清迈', 'RSY विद्यालय संचालक, चियांग माई'),
    quote: L(
      'The review of our syllabus was thorough and fair. Since we joined, students from Europe and Asia find our trainings through the directory.',
      'การตรวจสอบหลักสูตรของเราละเอียดและเป็นธรรม ตั้งแต่เข้าร่วม นักเรียนจากยุโรปและเอเชียพบหลักสูตรของเราผ่านไดเรกทอรี',
      '对我们课程大纲的审核细致而公正。加入以来，来自欧洲和亚洲的学员都通过名录找到了我们的培训。',
      'हमारे पाठ्यक्रम की समीक्षा गहन और निष्पक्ष थी। जुड़ने के बाद से यूरोप और एशिया के विद्यार्थी निर्देशिका के माध्यम से हमारे प्रशिक्षण खोजते हैं।',
    ),
  },
  {
    name: 'Sofia Rossi',
    country: 'IT',
    role: L('Registered Yoga Teacher, Milan', 'ครูโยคะที่ขึ้นทะเบียน มิลาน', '注册瑜伽教师，米兰', 'पंजीकृत योग शिक्षक, मिलान'),
    quote: L(
      'My registration was approved in nine working days. Having a WYA teacher ID made it easy to teach at retreats abroad.',
      'การขึ้นทะเบียนของฉันได้รับอนุมัติภายในเก้าวันทำการ การมีหมายเลขครู WYA ทำให้สอนในรีทรีตต่างประเทศได้ง่ายขึ้น',
      '我的注册在九个工作日内获批。拥有 WYA 教师编号后，去海外静修营授课变得很容易。',
      'मेरा पंजीकरण नौ कार्य दिवसों में स्वीकृत हो गया। WYA शिक्षक आईडी होने से विदेश में रिट्रीट में पढ़ाना आसान हो गया।',
    ),
  },
  {
    name: 'Li Wei',
    country: 'CN',
    role: L('Certified Yoga Teacher, Shanghai', 'ครูโยคะที่ได้รับการรับรอง เซี่ยงไฮ้', '认证瑜伽教师，上海', 'प्रमाणित योग शिक्षक, शंघाई'),
    quote: L(
      'I trained at a CYS school, so my certificate came directly from WYA. The member discount on the Asia gathering was a welcome extra.',
      'ฉันเรียนที่โรงเรียน CYS จึงได้รับประกาศนียบัตรจาก WYA โดยตรง ส่วนลดสมาชิกสำหรับงานพบปะในเอเชียเป็นสิทธิพิเศษที่ดีมาก',
      '我在 CYS 学校完成培训，证书直接由 WYA 颁发。亚洲聚会的会员折扣更是意外之喜。',
      'मैंने CYS विद्यालय में प्रशिक्षण लिया, इसलिए मेरा प्रमाणपत्र सीधे WYA से आया। एशिया सम्मेलन पर सदस्य छूट एक सुखद अतिरिक्त लाभ थी।',
    ),
  },
  {
    name: 'Mali Srisuk',
    country: 'TH',
    role: L('Yoga teacher and studio manager, Bangkok', 'ครูโยคะและผู้จัดการสตูดิโอ กรุงเทพฯ', '瑜伽教师兼工作室经理，曼谷', 'योग शिक्षिका और स्टूडियो प्रबंधक, बैंकॉक'),
    quote: L(
      'The office answered my questions in Thai and guided me through every step of the application.',
      'สำนักงานตอบคำถามของฉันเป็นภาษาไทย และแนะนำทุกขั้นตอนของการสมัคร',
      '办公室用泰语回答了我的问题，并指导我完成申请的每一步。',
      'कार्यालय ने मेरे प्रश्नों के उत्तर थाई भाषा में दिए और आवेदन के हर चरण में मेरा मार्गदर्शन किया।',
    ),
  },
  {
    name: 'Priya Nair',
    country: 'IN',
    role: L("Children's yoga teacher, Kochi", 'ครูโยคะสำหรับเด็ก โกจิ', '儿童瑜伽教师，科钦', 'बाल योग शिक्षिका, कोच्चि'),
    quote: L(
      'The Kids Yoga standard gave our school a clear framework for safety, play and age-appropriate practice.',
      'มาตรฐานโยคะสำหรับเด็กให้กรอบที่ชัดเจนแก่โรงเรียนของเราในเรื่องความปลอดภัย การเล่น และการฝึกที่เหมาะกับวัย',
      '儿童瑜伽标准为我们学校在安全、游戏化教学和适龄练习方面提供了清晰的框架。',
      'बाल योग मानक ने हमारे विद्यालय को सुरक्षा, खेल और आयु के अनुरूप अभ्यास का स्पष्ट ढाँचा दिया।',
    ),
  },
];
