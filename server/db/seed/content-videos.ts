import type { Localized } from '../schema/content.ts';

const L = (en: string, th: string, zh: string, hi: string): Localized => ({ en, th, zh, hi });

export type VideoSeed = {
  title: Localized;
  description: Localized;
  category: string;
  externalId: string;
  minutes: number;
  membersOnly?: boolean;
  daysAgo: number;
};

// Host ids of the demo library; the office replaces them with its own channel's videos.
export const VIDEO_SEEDS: VideoSeed[] = [
  {
    title: L('Sun Salutation A, step by step', 'สุริยนมัสการ A ทีละขั้นตอน', '拜日式 A 分步讲解', 'सूर्य नमस्कार A, चरण दर चरण'),
    description: L(
      'A slow walkthrough of Surya Namaskar A with breath cues, for beginners and for teachers who want clear language to cue it.',
      'การฝึกสุริยนมัสการ A อย่างช้า ๆ พร้อมการกำหนดลมหายใจ สำหรับผู้เริ่มต้นและครูที่ต้องการคำบอกท่าที่ชัดเจน',
      '缓慢讲解拜日式 A 及呼吸提示，适合初学者以及希望清晰口令的教师。',
      'श्वास संकेतों के साथ सूर्य नमस्कार A का धीमा अभ्यास, शुरुआती लोगों और स्पष्ट निर्देश चाहने वाले शिक्षकों के लिए।',
    ),
    category: 'practice',
    externalId: 'v7AYKMP6rOE',
    minutes: 20,
    daysAgo: 3,
  },
  {
    title: L('Breathing basics: Nadi Shodhana', 'พื้นฐานการหายใจ: นาฑีโศธนะ', '呼吸基础：经络清洁呼吸法', 'श्वास की मूल बातें: नाड़ी शोधन'),
    description: L(
      'Alternate-nostril breathing explained: posture, rhythm, counts and when not to practise it.',
      'อธิบายการหายใจสลับรูจมูก ท่านั่ง จังหวะ การนับ และเมื่อใดที่ไม่ควรฝึก',
      '讲解交替鼻孔呼吸法：坐姿、节奏、计数以及不宜练习的情况。',
      'अनुलोम-विलोम श्वास की व्याख्या: आसन, लय, गिनती और कब इसका अभ्यास न करें।',
    ),
    category: 'pranayama',
    externalId: 'G8xIEzX40bA',
    minutes: 12,
    daysAgo: 10,
  },
  {
    title: L('The Yoga Sutras in ten minutes', 'โยคะสูตรในสิบนาที', '十分钟读懂《瑜伽经》', 'दस मिनट में योग सूत्र'),
    description: L(
      "An introduction to Patanjali's eight limbs and how they shape a modern teacher training.",
      'บทนำสู่อัษฎางคโยคะของปตัญชลี และบทบาทในการฝึกอบรมครูยุคใหม่',
      '介绍帕坦伽利的八支瑜伽，以及它们如何塑造现代教师培训。',
      'पतंजलि के अष्टांग योग का परिचय और आधुनिक शिक्षक प्रशिक्षण में उसकी भूमिका।',
    ),
    category: 'philosophy',
    externalId: 'Hq8-Be1yqQ0',
    minutes: 10,
    daysAgo: 17,
  },
  {
    title: L('Safe forward bends: anatomy for teachers', 'การก้มตัวอย่างปลอดภัย: กายวิภาคสำหรับครู', '安全前屈：教师解剖学', 'सुरक्षित आगे झुकना: शिक्षकों के लिए शरीर रचना'),
    description: L(
      'Hamstrings, pelvis and spine in forward folds, with modifications for tight and hypermobile students.',
      'กล้ามเนื้อต้นขาด้านหลัง เชิงกราน และกระดูกสันหลังในท่าก้ม พร้อมการปรับท่าสำหรับผู้ที่ตึงและผู้ที่ข้อต่อยืดหยุ่นมาก',
      '前屈中的腘绳肌、骨盆和脊柱，以及针对紧绷和过度柔韧学员的调整方法。',
      'आगे झुकने में हैमस्ट्रिंग, श्रोणि और मेरुदंड, तथा कसे हुए और अति-लचीले विद्यार्थियों के लिए संशोधन।',
    ),
    category: 'anatomy',
    externalId: 'oX6I6vs1EFs',
    minutes: 18,
    daysAgo: 24,
  },
  {
    title: L('Guided body-scan meditation', 'การทำสมาธิสำรวจร่างกายแบบมีผู้นำ', '引导式身体扫描冥想', 'निर्देशित बॉडी-स्कैन ध्यान'),
    description: L(
      'A fifteen-minute body scan to close a class or to practise at home before sleep.',
      'การสำรวจร่างกายสิบห้านาทีเพื่อปิดชั้นเรียนหรือฝึกที่บ้านก่อนนอน',
      '十五分钟的身体扫描，可用于课程结尾或睡前在家练习。',
      'पंद्रह मिनट का बॉडी स्कैन, कक्षा समाप्त करने या सोने से पहले घर पर अभ्यास के लिए।',
    ),
    category: 'meditation',
    externalId: 'z8ZsSOrB0iI',
    minutes: 15,
    daysAgo: 31,
  },
  {
    title: L('Chair yoga for seniors', 'โยคะบนเก้าอี้สำหรับผู้สูงอายุ', '长者椅子瑜伽', 'वरिष्ठ नागरिकों के लिए कुर्सी योग'),
    description: L(
      'Gentle seated sequence for mobility and balance, as taught in the Yoga for Seniors standard.',
      'ลำดับท่านั่งอย่างนุ่มนวลเพื่อการเคลื่อนไหวและการทรงตัว ตามมาตรฐานโยคะสำหรับผู้สูงอายุ',
      '温和的坐姿序列，提升灵活性与平衡，与长者瑜伽标准的教学一致。',
      'गतिशीलता और संतुलन के लिए सौम्य बैठा क्रम, जैसा वरिष्ठ योग मानक में सिखाया जाता है।',
    ),
    category: 'practice',
    externalId: 'KEjiXtb2hRg',
    minutes: 25,
    daysAgo: 38,
  },
  {
    title: L('Yoga for children: animal poses', 'โยคะสำหรับเด็ก: ท่าสัตว์', '儿童瑜伽：动物体式', 'बच्चों के लिए योग: पशु आसन'),
    description: L(
      'A playful class plan for ages 5–8 with stories, animal poses and a short relaxation.',
      'แผนการสอนสนุก ๆ สำหรับเด็กอายุ 5–8 ปี มีนิทาน ท่าสัตว์ และการผ่อนคลายสั้น ๆ',
      '适合 5–8 岁儿童的趣味课程：故事、动物体式和简短放松。',
      '5–8 वर्ष के बच्चों के लिए कहानी, पशु आसन और छोटे विश्राम वाली मज़ेदार कक्षा योजना।',
    ),
    category: 'teaching',
    externalId: 'X655B4ISakg',
    minutes: 14,
    daysAgo: 45,
  },
  {
    title: L('Prenatal yoga: first trimester', 'โยคะสำหรับหญิงตั้งครรภ์: ไตรมาสแรก', '孕期瑜伽：孕早期', 'प्रसवपूर्व योग: पहली तिमाही'),
    description: L(
      'What changes in the first trimester, what to avoid and a calm sequence for expectant mothers.',
      'สิ่งที่เปลี่ยนแปลงในไตรมาสแรก สิ่งที่ควรหลีกเลี่ยง และลำดับท่าที่สงบสำหรับว่าที่คุณแม่',
      '孕早期身体的变化、应避免的动作，以及适合准妈妈的平和序列。',
      'पहली तिमाही में क्या बदलता है, किससे बचें, और गर्भवती माताओं के लिए शांत क्रम।',
    ),
    category: 'practice',
    externalId: 'B87FpWtkIKA',
    minutes: 22,
    daysAgo: 52,
  },
  {
    title: L('How to sequence a 60-minute class', 'วิธีจัดลำดับชั้นเรียน 60 นาที', '如何编排 60 分钟课程', '60 मिनट की कक्षा का क्रम कैसे बनाएँ'),
    description: L(
      'Warm-up, peak pose, counter-poses and rest: a framework new teachers can adapt to any style.',
      'การอบอุ่นร่างกาย ท่าหลัก ท่าแก้ และการพัก กรอบที่ครูใหม่ปรับใช้ได้กับทุกสไตล์',
      '热身、峰值体式、反向体式与休息：新教师可适用于任何流派的框架。',
      'वार्म-अप, मुख्य आसन, प्रति-आसन और विश्राम: एक ढाँचा जिसे नए शिक्षक किसी भी शैली में ढाल सकते हैं।',
    ),
    category: 'teaching',
    externalId: '4pKly2JojMw',
    minutes: 16,
    daysAgo: 59,
  },
  {
    title: L('Ayurveda and the daily routine', 'อายุรเวทกับกิจวัตรประจำวัน', '阿育吠陀与日常作息', 'आयुर्वेद और दिनचर्या'),
    description: L(
      'Dinacharya explained: waking, eating and practising in rhythm with the doshas.',
      'อธิบายทินจรรยา การตื่น การกิน และการฝึกให้สอดคล้องกับโทษะ',
      '讲解日常作息（Dinacharya）：顺应体质能量起床、饮食与练习。',
      'दिनचर्या की व्याख्या: दोषों की लय के साथ जागना, भोजन और अभ्यास।',
    ),
    category: 'philosophy',
    externalId: 'sTANio_2E0Q',
    minutes: 19,
    daysAgo: 66,
  },
  {
    title: L('Restorative yoga with props', 'โยคะฟื้นฟูด้วยอุปกรณ์', '借助辅具的修复瑜伽', 'सहायक उपकरणों के साथ पुनर्स्थापन योग'),
    description: L(
      'Bolsters, blocks and blankets: five supported poses for deep rest.',
      'หมอนรอง บล็อก และผ้าห่ม ห้าท่าที่มีอุปกรณ์รองรับเพื่อการพักผ่อนอย่างลึกซึ้ง',
      '抱枕、瑜伽砖和毯子：五个有支撑的深度休息体式。',
      'बोल्स्टर, ब्लॉक और कंबल: गहरे विश्राम के लिए पाँच सहारे वाले आसन।',
    ),
    category: 'practice',
    externalId: 'tZ8ZPm7FVHI',
    minutes: 30,
    daysAgo: 73,
  },
  {
    title: L('Masterclass: adjusting with consent', 'มาสเตอร์คลาส: การปรับท่าโดยได้รับความยินยอม', '大师课：征得同意的辅助调整', 'मास्टरक्लास: सहमति के साथ समायोजन'),
    description: L(
      'A senior trainer shows how to offer, give and withdraw hands-on adjustments safely and respectfully.',
      'ผู้ฝึกสอนอาวุโสสาธิตวิธีเสนอ ให้ และถอนการปรับท่าด้วยมืออย่างปลอดภัยและให้เกียรติ',
      '资深培训师示范如何安全且尊重地提出、实施和撤回手法辅助。',
      'एक वरिष्ठ प्रशिक्षक दिखाते हैं कि हाथों से समायोजन को सुरक्षित और सम्मानपूर्वक कैसे प्रस्तावित करें, दें और वापस लें।',
    ),
    category: 'teaching',
    externalId: 'Eml2xnoLpYE',
    minutes: 42,
    membersOnly: true,
    daysAgo: 5,
  },
  {
    title: L(
      'Business of yoga: pricing your trainings',
      'ธุรกิจโยคะ: การกำหนดราคาหลักสูตร',
      '瑜伽经营：如何为培训定价',
      'योग का व्यवसाय: अपने प्रशिक्षण का मूल्य निर्धारण',
    ),
    description: L(
      'School owners discuss costs, scholarships and fair prices for teacher trainings in different countries.',
      'เจ้าของโรงเรียนพูดคุยเรื่องต้นทุน ทุนการศึกษา และราคาที่เป็นธรรมสำหรับหลักสูตรครูในประเทศต่าง ๆ',
      '学校负责人探讨不同国家教师培训的成本、奖学金和合理定价。',
      'विद्यालय संचालक विभिन्न देशों में शिक्षक प्रशिक्षण की लागत, छात्रवृत्ति और उचित मूल्य पर चर्चा करते हैं।',
    ),
    category: 'business',
    externalId: '9kOwY5mvWHw',
    minutes: 36,
    membersOnly: true,
    daysAgo: 12,
  },
  {
    title: L('Advanced pranayama: kumbhaka practice', 'ปราณายามะขั้นสูง: การฝึกกุมภกะ', '高级调息：屏息练习', 'उन्नत प्राणायाम: कुंभक अभ्यास'),
    description: L(
      'Breath retention taught progressively, with the contraindications every teacher must know.',
      'การกลั้นลมหายใจที่สอนอย่างเป็นขั้นตอน พร้อมข้อห้ามที่ครูทุกคนต้องรู้',
      '循序渐进地教授屏息，并讲解每位教师必须了解的禁忌。',
      'क्रमिक रूप से सिखाया गया श्वास-रोक अभ्यास, उन निषेधों के साथ जिन्हें हर शिक्षक को जानना चाहिए।',
    ),
    category: 'pranayama',
    externalId: 'Qq8lLmW7SGg',
    minutes: 28,
    membersOnly: true,
    daysAgo: 20,
  },
  {
    title: L('Annual member meeting 2026: highlights', 'ไฮไลต์การประชุมสมาชิกประจำปี 2026', '2026 年度会员大会精彩回顾', 'वार्षिक सदस्य बैठक 2026: मुख्य अंश'),
    description: L(
      'Standards updates, new specialised standards and questions from members around the world.',
      'การปรับปรุงมาตรฐาน มาตรฐานเฉพาะทางใหม่ และคำถามจากสมาชิกทั่วโลก',
      '标准更新、新增专项标准以及来自全球会员的提问。',
      'मानकों के अपडेट, नए विशेष मानक और दुनिया भर के सदस्यों के प्रश्न।',
    ),
    category: 'community',
    externalId: 'Lx7ZyxcR6Xk',
    minutes: 55,
    membersOnly: true,
    daysAgo: 40,
  },
];
