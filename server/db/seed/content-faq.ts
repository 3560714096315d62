import type { Localized } from '../schema/content.ts';

const L = (en: string, th: string, zh: string, hi: string): Localized => ({ en, th, zh, hi });

export type FaqSeed = { group: 'membership' | 'schools' | 'teachers' | 'payments'; question: Localized; answer: Localized };

export const FAQ_SEEDS: FaqSeed[] = [
  {
    group: 'membership',
    question: L('What is World Yoga Alliance?', 'World Yoga Alliance คืออะไร', '什么是世界瑜伽联盟？', 'वर्ल्ड योगा अलायंस क्या है?'),
    answer: L(
      'World Yoga Alliance (WYA) is a non-profit membership organisation founded on 17 November 2011. It registers yoga schools and teachers against published standards and lists them in a public directory used in more than 80 countries.',
      'World Yoga Alliance (WYA) เป็นองค์กรสมาชิกที่ไม่แสวงหากำไร ก่อตั้งเมื่อวันที่ 17 พฤศจิกายน 2011 ขึ้นทะเบียนโรงเรียนและครูโยคะตามมาตรฐานที่เผยแพร่ และแสดงรายชื่อในไดเรกทอรีสาธารณะที่ใช้ในกว่า 80 ประเทศ',
      '世界瑜伽联盟（WYA）是成立于 2011 年 11 月 17 日的非营利会员组织。它依据公开的标准为瑜伽学校和教师注册，并将其列入覆盖 80 多个国家的公开名录。',
      'वर्ल्ड योगा अलायंस (WYA) 17 नवंबर 2011 को स्थापित एक गैर-लाभकारी सदस्यता संगठन है। यह प्रकाशित मानकों के आधार पर योग विद्यालयों और शिक्षकों का पंजीकरण करता है और उन्हें 80 से अधिक देशों में उपयोग होने वाली सार्वजनिक निर्देशिका में सूचीबद्ध करता है।',
    ),
  },
  {
    group: 'membership',
    question: L(
      'What is the difference between annual and lifetime membership?',
      'สมาชิกรายปีกับสมาชิกตลอดชีพต่างกันอย่างไร',
      '年度会员和终身会员有什么区别？',
      'वार्षिक और आजीवन सदस्यता में क्या अंतर है?',
    ),
    answer: L(
      'Annual (regular) membership is paid every year and renewed from your billing page. Lifetime (premium) membership is paid once and stays valid as long as you follow the standards and the community guidelines.',
      'สมาชิกรายปี (ปกติ) ชำระทุกปีและต่ออายุได้จากหน้าการเรียกเก็บเงิน สมาชิกตลอดชีพ (พรีเมียม) ชำระครั้งเดียวและมีผลตราบเท่าที่คุณปฏิบัติตามมาตรฐานและแนวปฏิบัติของชุมชน',
      '年度（普通）会员每年缴费，可在账单页面续费。终身（高级）会员一次性缴费，只要您遵守标准和社区准则即长期有效。',
      'वार्षिक (नियमित) सदस्यता का भुगतान हर वर्ष होता है और बिलिंग पृष्ठ से नवीनीकरण होता है। आजीवन (प्रीमियम) सदस्यता का भुगतान एक बार होता है और तब तक मान्य रहती है जब तक आप मानकों और सामुदायिक दिशानिर्देशों का पालन करते हैं।',
    ),
  },
  {
    group: 'membership',
    question: L(
      'Can I register as a school and as a teacher?',
      'สามารถขึ้นทะเบียนทั้งโรงเรียนและครูได้หรือไม่',
      '我可以同时注册学校和教师吗？',
      'क्या मैं विद्यालय और शिक्षक दोनों के रूप में पंजीकरण कर सकता हूँ?',
    ),
    answer: L(
      'Yes. After signing up, choose "both" on the apply-type page. Each application is reviewed and invoiced separately, and your school and teacher profiles are linked to the same account.',
      'ได้ หลังจากสมัครสมาชิก ให้เลือก "ทั้งสองอย่าง" ในหน้าเลือกประเภทการสมัคร แต่ละใบสมัครจะได้รับการพิจารณาและออกใบแจ้งหนี้แยกกัน และโปรไฟล์โรงเรียนกับโปรไฟล์ครูจะเชื่อมกับบัญชีเดียวกัน',
      '可以。注册账户后，在申请类型页面选择“两者”。每份申请分别审核和开具发票，学校和教师主页都关联到同一个账户。',
      'हाँ। साइन अप करने के बाद आवेदन-प्रकार पृष्ठ पर "दोनों" चुनें। प्रत्येक आवेदन की समीक्षा और चालान अलग-अलग होते हैं, और आपकी विद्यालय तथा शिक्षक प्रोफ़ाइल एक ही खाते से जुड़ी रहती हैं।',
    ),
  },
  {
    group: 'schools',
    question: L('What is the difference between RSY and CYS?', 'RSY กับ CYS ต่างกันอย่างไร', 'RSY 和 CYS 有什么区别？', 'RSY और CYS में क्या अंतर है?'),
    answer: L(
      'An RSY school issues its own certificate; its graduates may register individually as Registered Yoga Teachers (RTY). A CYS school has its full curriculum reviewed and issues the World Yoga Alliance certificate; its graduates become Certified Yoga Teachers (CYT).',
      'โรงเรียน RSY ออกประกาศนียบัตรของตนเอง ผู้สำเร็จการศึกษาสามารถขึ้นทะเบียนเป็นครูโยคะที่ขึ้นทะเบียน (RTY) ได้ด้วยตนเอง โรงเรียน CYS ได้รับการตรวจสอบหลักสูตรทั้งหมดและออกประกาศนียบัตรของ World Yoga Alliance ผู้สำเร็จการศึกษาเป็นครูโยคะที่ได้รับการรับรอง (CYT)',
      'RSY 学校颁发自有证书，其毕业生可以个人身份注册为注册瑜伽教师（RTY）。CYS 学校的全部课程经过审核，并颁发世界瑜伽联盟证书，其毕业生成为认证瑜伽教师（CYT）。',
      'RSY विद्यालय अपना प्रमाणपत्र जारी करता है; उसके स्नातक व्यक्तिगत रूप से पंजीकृत योग शिक्षक (RTY) के रूप में पंजीकरण कर सकते हैं। CYS विद्यालय के पूरे पाठ्यक्रम की समीक्षा होती है और वह वर्ल्ड योगा अलायंस का प्रमाणपत्र जारी करता है; उसके स्नातक प्रमाणित योग शिक्षक (CYT) बनते हैं।',
    ),
  },
  {
    group: 'schools',
    question: L(
      'Which documents does a school application need?',
      'การสมัครโรงเรียนต้องใช้เอกสารอะไรบ้าง',
      '学校申请需要哪些文件？',
      'विद्यालय आवेदन के लिए कौन से दस्तावेज़ चाहिए?',
    ),
    answer: L(
      "The main teacher's CV, the training syllabus with its hours, your code of ethics and the school details (address, contacts and legal owner). Upload them as PDF or images during the document step.",
      'ประวัติของครูผู้สอนหลัก หลักสูตรการฝึกอบรมพร้อมจำนวนชั่วโมง จรรยาบรรณของโรงเรียน และรายละเอียดโรงเรียน (ที่อยู่ ผู้ติดต่อ และเจ้าของตามกฎหมาย) อัปโหลดเป็น PDF หรือรูปภาพในขั้นตอนเอกสาร',
      '主讲教师的简历、含学时的培训大纲、学校的职业道德守则以及学校资料（地址、联系人和法定所有人）。请在文件步骤中以 PDF 或图片格式上传。',
      'मुख्य शिक्षक का सीवी, घंटों सहित प्रशिक्षण पाठ्यक्रम, आपकी आचार संहिता और विद्यालय का विवरण (पता, संपर्क और कानूनी स्वामी)। इन्हें दस्तावेज़ चरण में PDF या चित्र के रूप में अपलोड करें।',
    ),
  },
  {
    group: 'schools',
    question: L(
      'Can my school list its trainings and retreats?',
      'โรงเรียนของฉันประกาศหลักสูตรและรีทรีตได้หรือไม่',
      '我的学校可以发布培训和静修活动吗？',
      'क्या मेरा विद्यालय अपने प्रशिक्षण और रिट्रीट सूचीबद्ध कर सकता है?',
    ),
    answer: L(
      'Yes. Registered schools add events from their school profile. Each event shows its dates, price, instructors and options, and members can book it directly.',
      'ได้ โรงเรียนที่ขึ้นทะเบียนเพิ่มกิจกรรมได้จากโปรไฟล์โรงเรียน แต่ละกิจกรรมแสดงวันที่ ราคา ผู้สอน และตัวเลือก และสมาชิกสามารถจองได้โดยตรง',
      '可以。注册学校可在学校主页添加活动。每个活动显示日期、价格、导师和选项，会员可以直接预订。',
      'हाँ। पंजीकृत विद्यालय अपनी विद्यालय प्रोफ़ाइल से कार्यक्रम जोड़ते हैं। हर कार्यक्रम में तिथियाँ, शुल्क, प्रशिक्षक और विकल्प दिखते हैं, और सदस्य उसे सीधे बुक कर सकते हैं।',
    ),
  },
  {
    group: 'teachers',
    question: L('How long does the teacher review take?', 'การพิจารณาใบสมัครครูใช้เวลานานเท่าใด', '教师审核需要多长时间？', 'शिक्षक समीक्षा में कितना समय लगता है?'),
    answer: L(
      'About 7–14 working days from the day your documents and payment are complete. We email you if anything is missing, and your profile is listed as soon as it is approved.',
      'ประมาณ 7–14 วันทำการนับจากวันที่เอกสารและการชำระเงินครบถ้วน หากมีสิ่งใดขาด เราจะแจ้งทางอีเมล และโปรไฟล์ของคุณจะแสดงทันทีที่ได้รับอนุมัติ',
      '自文件和付款齐全之日起约 7–14 个工作日。如有缺漏，我们会发邮件通知您；一经批准，您的主页即会上线。',
      'आपके दस्तावेज़ और भुगतान पूरे होने के दिन से लगभग 7–14 कार्य दिवस। कुछ कमी होने पर हम आपको ईमेल करते हैं, और स्वीकृति मिलते ही आपकी प्रोफ़ाइल सूचीबद्ध हो जाती है।',
    ),
  },
  {
    group: 'teachers',
    question: L(
      'My school is not registered. Can I still register as a teacher?',
      'โรงเรียนของฉันไม่ได้ขึ้นทะเบียน ฉันยังขึ้นทะเบียนเป็นครูได้หรือไม่',
      '我的学校没有注册，我还能注册为教师吗？',
      'मेरा विद्यालय पंजीकृत नहीं है। क्या मैं फिर भी शिक्षक के रूप में पंजीकरण कर सकता हूँ?',
    ),
    answer: L(
      'Yes. Upload your certificates and syllabus; we review the training hours and content against the teacher standards. Graduates of RSY schools register as RTY in the same way.',
      'ได้ อัปโหลดประกาศนียบัตรและหลักสูตรของคุณ เราจะตรวจสอบชั่วโมงและเนื้อหาการฝึกอบรมตามมาตรฐานครู ผู้สำเร็จการศึกษาจากโรงเรียน RSY ขึ้นทะเบียนเป็น RTY ด้วยวิธีเดียวกัน',
      '可以。上传您的证书和课程大纲，我们会依据教师标准审核培训时数和内容。RSY 学校的毕业生也以同样方式注册为 RTY。',
      'हाँ। अपने प्रमाणपत्र और पाठ्यक्रम अपलोड करें; हम शिक्षक मानकों के अनुसार प्रशिक्षण के घंटों और विषय-वस्तु की समीक्षा करते हैं। RSY विद्यालयों के स्नातक भी इसी तरह RTY के रूप में पंजीकरण करते हैं।',
    ),
  },
  {
    group: 'teachers',
    question: L(
      'What are teaching hours and why do they matter?',
      'ชั่วโมงการสอนคืออะไร และสำคัญอย่างไร',
      '什么是教学时数？为什么重要？',
      'शिक्षण घंटे क्या हैं और वे क्यों महत्वपूर्ण हैं?',
    ),
    answer: L(
      'Teaching hours are the hours you have taught classes after your training. Senior and lead-trainer levels ask for 3,000 to 4,500 documented teaching hours, depending on the standard.',
      'ชั่วโมงการสอนคือจำนวนชั่วโมงที่คุณสอนชั้นเรียนหลังจบการฝึกอบรม ระดับอาวุโสและผู้ฝึกสอนหลักกำหนดชั่วโมงการสอนที่มีหลักฐาน 3,000 ถึง 4,500 ชั่วโมง ขึ้นอยู่กับมาตรฐาน',
      '教学时数是您完成培训后实际授课的小时数。资深教师和主培训师级别根据不同标准，要求 3,000 至 4,500 小时有记录的教学时数。',
      'शिक्षण घंटे वे घंटे हैं जो आपने प्रशिक्षण के बाद कक्षाएँ पढ़ाने में बिताए हैं। वरिष्ठ और मुख्य प्रशिक्षक स्तरों के लिए मानक के अनुसार 3,000 से 4,500 प्रलेखित शिक्षण घंटे आवश्यक हैं।',
    ),
  },
  {
    group: 'payments',
    question: L(
      'Which currencies and payment methods do you accept?',
      'รับชำระเงินสกุลใดและด้วยวิธีใดบ้าง',
      '接受哪些货币和付款方式？',
      'आप कौन सी मुद्राएँ और भुगतान विधियाँ स्वीकार करते हैं?',
    ),
    answer: L(
      'Fees are set in US dollars, euros, Thai baht and Indian rupees. You can pay by card or by bank transfer; for a transfer, upload the transfer slip on the payment page.',
      'ค่าธรรมเนียมกำหนดเป็นดอลลาร์สหรัฐ ยูโร บาท และรูปีอินเดีย ชำระได้ด้วยบัตรหรือการโอนเงินผ่านธนาคาร หากโอนเงิน โปรดอัปโหลดสลิปในหน้าชำระเงิน',
      '费用以美元、欧元、泰铢和印度卢比标价。您可以刷卡或银行转账付款；转账时请在付款页面上传转账凭证。',
      'शुल्क अमेरिकी डॉलर, यूरो, थाई बाट और भारतीय रुपये में तय हैं। आप कार्ड या बैंक ट्रांसफ़र से भुगतान कर सकते हैं; ट्रांसफ़र के लिए भुगतान पृष्ठ पर ट्रांसफ़र पर्ची अपलोड करें।',
    ),
  },
  {
    group: 'payments',
    question: L('Can I get a refund?', 'ขอคืนเงินได้หรือไม่', '可以退款吗？', 'क्या मुझे धनवापसी मिल सकती है?'),
    answer: L(
      'If you withdraw an application before the review starts, the fee is refunded in full. Once the review has started, refunds follow our cancellation and refund policy.',
      'หากคุณถอนใบสมัครก่อนเริ่มการพิจารณา จะได้รับเงินคืนเต็มจำนวน เมื่อเริ่มการพิจารณาแล้ว การคืนเงินเป็นไปตามนโยบายการยกเลิกและการคืนเงิน',
      '如果您在审核开始前撤回申请，费用将全额退还。审核开始后，退款按照我们的取消与退款政策处理。',
      'यदि आप समीक्षा शुरू होने से पहले आवेदन वापस लेते हैं, तो पूरा शुल्क लौटाया जाता है। समीक्षा शुरू होने के बाद धनवापसी हमारी रद्दीकरण और धनवापसी नीति के अनुसार होती है।',
    ),
  },
  {
    group: 'payments',
    question: L('Do I receive an invoice and a receipt?', 'ฉันจะได้รับใบแจ้งหนี้และใบเสร็จหรือไม่', '我会收到发票和收据吗？', 'क्या मुझे चालान और रसीद मिलती है?'),
    answer: L(
      'Yes. Every application creates an invoice in your billing history, and a receipt you can download as a PDF once the payment is confirmed.',
      'ได้ ทุกใบสมัครจะสร้างใบแจ้งหนี้ในประวัติการเรียกเก็บเงิน และใบเสร็จที่ดาวน์โหลดเป็น PDF ได้เมื่อยืนยันการชำระเงินแล้ว',
      '会的。每份申请都会在账单记录中生成一张发票，付款确认后可下载 PDF 格式的收据。',
      'हाँ। हर आवेदन आपके बिलिंग इतिहास में एक चालान बनाता है, और भुगतान की पुष्टि होने पर आप रसीद PDF के रूप में डाउनलोड कर सकते हैं।',
    ),
  },
];
