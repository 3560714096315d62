import { describe, expect, it } from 'vitest';
import { GRADUATE_IMPORT_MAX_BYTES } from '#common/graduates.ts';
import { UPLOAD_POLICIES } from '../lib/uploads/policies.ts';
import { WEB_FORM_LIMIT, webBodyLimit } from './web-request.ts';

const limit = (path: string) => webBodyLimit(new URL(path, 'http://localhost'));

describe('web body limits of the own school and teacher pages (issue 10)', () => {
  it('lets a gallery upload carry five images and a CSV import its file', () => {
    expect(limit('/school/profile?intent=gallery')).toBeGreaterThan(5 * UPLOAD_POLICIES.gallery_image.maxBytes);
    expect(limit('/teacher/profile.data?intent=gallery')).toBeGreaterThan(5 * UPLOAD_POLICIES.gallery_image.maxBytes);
    expect(limit('/school/profile?intent=graduate_import')).toBeGreaterThan(GRADUATE_IMPORT_MAX_BYTES);
  });

  it('keeps every other form of those pages at the ordinary limit', () => {
    expect(limit('/school/profile')).toBe(WEB_FORM_LIMIT);
    expect(limit('/teacher/profile?intent=graduate_import')).toBe(WEB_FORM_LIMIT);
    expect(limit('/school/profile?intent=profile')).toBe(WEB_FORM_LIMIT);
  });
});

describe('web body limit of the bank-transfer form (issue 11)', () => {
  it('lets the transfer record carry its slip on the payment page of any invoice', () => {
    expect(limit('/billing/checkout/payment/42?intent=transfer')).toBeGreaterThan(UPLOAD_POLICIES.transfer_slip.maxBytes);
    expect(limit('/billing/checkout/payment/7.data?intent=transfer')).toBeGreaterThan(UPLOAD_POLICIES.transfer_slip.maxBytes);
  });

  it('keeps the other forms and pages at the ordinary limit', () => {
    expect(limit('/billing/checkout/payment/42')).toBe(WEB_FORM_LIMIT);
    expect(limit('/billing/checkout/payment/42?intent=card')).toBe(WEB_FORM_LIMIT);
    expect(limit('/billing/checkout/42?intent=transfer')).toBe(WEB_FORM_LIMIT);
    expect(limit('/billing/checkout/payment/x?intent=transfer')).toBe(WEB_FORM_LIMIT);
  });
});

describe('web body limit of the event image upload (issue 13)', () => {
  it('lets the editor of any event carry five cropped images at once', () => {
    expect(limit('/school/edit-event/42?intent=images')).toBeGreaterThan(5 * UPLOAD_POLICIES.event_image.maxBytes);
    expect(limit('/school/edit-event/42.data?intent=images')).toBeGreaterThan(5 * UPLOAD_POLICIES.event_image.maxBytes);
  });

  it('keeps the editor’s other forms, and other pages, at the ordinary limit', () => {
    expect(limit('/school/edit-event/42')).toBe(WEB_FORM_LIMIT);
    expect(limit('/school/edit-event/42?intent=options')).toBe(WEB_FORM_LIMIT);
    expect(limit('/school/add-event?intent=images')).toBe(WEB_FORM_LIMIT);
    expect(limit('/school/edit-event/x?intent=images')).toBe(WEB_FORM_LIMIT);
  });
});
