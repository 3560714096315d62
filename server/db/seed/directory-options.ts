import type { Db } from '../client.ts';
import { eventOptionCategories, eventOptions } from '../schema/index.ts';

type Names = [en: string, th: string, zh: string, hi: string];
const CATEGORIES: Array<{ code: string; names: Names; options: Array<{ code: string; names: Names }> }> = [
  {
    code: 'accommodation',
    names: ['Accommodation', 'ที่พัก', '住宿', 'आवास'],
    options: [
      { code: 'shared_room', names: ['Shared room', 'ห้องพักรวม', '合住房间', 'साझा कमरा'] },
      { code: 'private_room', names: ['Private room', 'ห้องพักส่วนตัว', '单人房间', 'निजी कमरा'] },
      { code: 'no_accommodation', names: ['Without accommodation', 'ไม่รวมที่พัก', '不含住宿', 'आवास के बिना'] },
    ],
  },
  {
    code: 'meals',
    names: ['Meals', 'อาหาร', '餐食', 'भोजन'],
    options: [
      { code: 'vegetarian', names: ['Three vegetarian meals a day', 'อาหารมังสวิรัติวันละสามมื้อ', '每日三餐素食', 'प्रतिदिन तीन शाकाहारी भोजन'] },
      { code: 'vegan', names: ['Vegan meals on request', 'อาหารวีแกนตามคำขอ', '可提供纯素餐', 'अनुरोध पर वीगन भोजन'] },
      { code: 'breakfast', names: ['Breakfast only', 'อาหารเช้าเท่านั้น', '仅含早餐', 'केवल नाश्ता'] },
    ],
  },
  {
    code: 'transport',
    names: ['Transport', 'การเดินทาง', '交通', 'परिवहन'],
    options: [
      { code: 'airport_pickup', names: ['Airport pick-up', 'รับจากสนามบิน', '机场接机', 'हवाई अड्डे से पिक-अप'] },
      { code: 'excursions', names: ['Excursions', 'ทัศนศึกษา', '短途游览', 'भ्रमण'] },
    ],
  },
  {
    code: 'materials',
    names: ['Materials', 'อุปกรณ์การเรียน', '学习资料', 'सामग्री'],
    options: [
      { code: 'manual', names: ['Training manual', 'คู่มือการอบรม', '培训手册', 'प्रशिक्षण पुस्तिका'] },
      { code: 'mat', names: ['Yoga mat and props', 'เสื่อโยคะและอุปกรณ์', '瑜伽垫和辅具', 'योग मैट और सहायक सामग्री'] },
      { code: 'certificate', names: ['World Yoga Alliance certificate', 'ประกาศนียบัตร World Yoga Alliance', '世界瑜伽联盟证书', 'वर्ल्ड योगा एलायंस प्रमाणपत्र'] },
    ],
  },
];

/** Option categories and options of events (reference data); returns option ids by code. */
export async function seedEventOptions(db: Db) {
  const ids = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  for (const [order, c] of CATEGORIES.entries()) {
    const [category] = await db
      .insert(eventOptionCategories)
      .values({ code: c.code, nameEn: c.names[0], nameTh: c.names[1], nameZh: c.names[2], nameHi: c.names[3], order })
      .onConflictDoUpdate({ target: eventOptionCategories.code, set: { nameEn: c.names[0] } })
      .returning();
    categoryIds.set(c.code, category.id);
    for (const [i, o] of c.options.entries()) {
      const [option] = await db
        .insert(eventOptions)
        .values({ categoryId: category.id, code: o.code, nameEn: o.names[0], nameTh: o.names[1], nameZh: o.names[2], nameHi: o.names[3], order: i })
        .onConflictDoUpdate({ target: [eventOptions.categoryId, eventOptions.code], set: { nameEn: o.names[0] } })
        .returning();
      ids.set(o.code, option.id);
    }
  }
  return { options: ids, categories: categoryIds };
}
