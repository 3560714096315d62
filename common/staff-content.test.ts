import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { FaqInputSchema, MajorAmountField, PlatformEventInputSchema, VideoInputSchema } from './staff-content.ts';

// The content forms post through conform, which sends an empty field as nothing: the shared schemas
// must read that as "no text in this language", and still say when English is missing.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('content forms', () => {
  it('take empty languages as empty texts and require English by name', () => {
    const ok = parseWithZod(form({ group: 'payments', 'question.en': 'Q?', 'question.th': '', 'answer.en': 'A.', 'answer.th': 'ก' }), {
      schema: FaqInputSchema,
    });
    expect(ok.status).toBe('success');
    expect(ok.status === 'success' && ok.value).toMatchObject({ question: { en: 'Q?', th: '', zh: '', hi: '' }, answer: { th: 'ก' }, sort_order: 0 });
    const missing = parseWithZod(form({ group: 'payments', 'question.en': ' ', 'question.th': 'คำถาม', 'answer.en': 'A.' }), { schema: FaqInputSchema });
    expect(missing.reply().error).toMatchObject({ 'question.en': ['content_admin.english_required'] });
  });

  it('read booleans, numbers and moments as forms send them', () => {
    const video = VideoInputSchema.parse({
      title: { en: 'T' },
      description: { en: 'D' },
      category: 'practice',
      external_id: 'abcdef',
      duration_seconds: '60',
      members_only: '0',
    });
    expect(video).toMatchObject({ members_only: false, is_published: true, duration_seconds: 60, provider: 'youtube' });
    const event = PlatformEventInputSchema.safeParse({
      slug: 'a-day',
      title: { en: 'T' },
      summary: { en: 'S' },
      description: { en: 'D' },
      location: { en: 'L' },
      starts_at: '2031-02-30T09:00',
      ends_at: '2031-03-01T09:00',
    });
    expect(event.success).toBe(false);
  });

  it('turn amounts in major units into minor units', () => {
    expect(MajorAmountField.parse('250')).toBe(25000);
    expect(MajorAmountField.parse('1,250.5')).toBe(125050);
    expect(MajorAmountField.safeParse('12.345').success).toBe(false);
    expect(MajorAmountField.safeParse('-5').success).toBe(false);
  });
});
