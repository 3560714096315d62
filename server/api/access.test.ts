import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../db/seed/content.ts';
import { storeUpload } from '../domain/files/files.ts';
import { notifyMember } from '../domain/notifications/notifications.ts';
import { createStaffUser } from '../domain/users/staff.ts';
import { prepareUpload } from '../lib/uploads/index.ts';
import { type ApplicationAccess, setupApplicationAccess } from '../test/application-access.ts';
import { card } from '../test/billing.ts';
import { type BillingAccess, setupBillingAccess, signedTestEvent } from '../test/billing-access.ts';
import { type EventAccess, setupEventAccess } from '../test/event-access.ts';
import { call, clientToken, createTestApp, newMember, passwordLogin, type TestApp } from '../test/harness.ts';
import { type OwnProfileAccess, setupOwnProfileAccess } from '../test/own-profile-access.ts';
import { pdf } from '../test/upload-files.ts';

/**
 * The authorization table: every member-owned or staff-only call, and what it answers to each kind
 * of caller. Records of someone else answer 404, never 403 or their content. Each later issue adds
 * its calls here.
 */
type Who = 'none' | 'visitor' | 'owner' | 'other' | 'staff';
type Ctx = {
  ownerId: number;
  platformEventId: number;
  privateFileId: number;
  notificationId: number;
  own: OwnProfileAccess;
  apply: ApplicationAccess;
  billing: BillingAccess;
  events: EventAccess;
  /** The code of the owner's listed school's registry card (issue: a member's credentials). */
  registryCode: string;
  /** The owner's copy of their data, made and ready (ADR 0041). */
  exportId: number;
};
/** A one-file multipart body, built by hand so a row's request stays synchronous. */
function photoForm() {
  const boundary = 'access-table-boundary';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--${boundary}--\r\n`;
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}
type Row = { call: string; request: (ctx: Ctx, who: Who) => InjectOptions; expect: Record<Who, number> };

const MEMBER_ONLY = { none: 401, visitor: 403 } as const;
/** Staff calls: members are told they may not. */
const STAFF_ONLY = (status: number) => ({ ...MEMBER_ONLY, owner: 403, other: 403, staff: status });
/** The owner's own records: the owner and staff may, anyone else is told they do not exist. */
const OWNER_ONLY = (status: number) => ({ ...MEMBER_ONLY, owner: status, other: 404, staff: status });

const TABLE: Row[] = [
  {
    call: 'GET user-auth/user',
    request: () => ({ method: 'GET', url: '/api/user-auth/user/' }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  { call: 'GET user-profile', request: () => ({ method: 'GET', url: '/api/user-profile/' }), expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 } },
  {
    call: 'PATCH user-profile',
    request: () => ({ method: 'PATCH', url: '/api/user-profile/', payload: { location: 'Chiang Mai' } }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  // A member's own data (ADR 0041): each member's own copy; the archive for its member alone, not even staff.
  {
    call: 'GET user-profile/export',
    request: () => ({ method: 'GET', url: '/api/user-profile/export/' }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST user-profile/export (each caller asks for their own copy)',
    request: () => ({ method: 'POST', url: '/api/user-profile/export/' }),
    expect: { ...MEMBER_ONLY, owner: 202, other: 202, staff: 202 },
  },
  {
    call: "GET user-profile/export/{id}/download (the owner's ready copy)",
    request: (ctx) => ({ method: 'GET', url: `/api/user-profile/export/${ctx.exportId}/download/` }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 404, staff: 404 },
  },
  {
    call: 'DELETE user-profile (wrong password: refused on the merits; staff accounts are not deleted here)',
    request: () => ({ method: 'DELETE', url: '/api/user-profile/', payload: { password: 'Wrong2026pass', confirmation: 'DELETE' } }),
    expect: { ...MEMBER_ONLY, owner: 400, other: 400, staff: 403 },
  },
  {
    call: 'POST password change (wrong old password: allowed to try, refused on the merits)',
    request: () => ({
      method: 'POST',
      url: '/api/user-auth/password/change/',
      payload: { old_password: 'Wrong2026pass', new_password1: 'Next2026pass', new_password2: 'Next2026pass' },
    }),
    expect: { ...MEMBER_ONLY, owner: 400, other: 400, staff: 400 },
  },
  {
    call: 'POST otp/mobile/verify (no code sent: refused on the merits)',
    request: () => ({ method: 'POST', url: '/api/otp/mobile/verify', payload: { phone_number: '+66812345678', code: '123456' } }),
    expect: { ...MEMBER_ONLY, owner: 400, other: 400, staff: 400 },
  },
  {
    call: "GET file/{id}/download (the owner's private document)",
    request: (ctx) => ({ method: 'GET', url: `/api/file/${ctx.privateFileId}/download` }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 404, staff: 200 },
  },
  {
    call: 'POST platform-event/apply',
    request: (ctx) => ({ method: 'POST', url: `/api/platform-event/apply/${ctx.platformEventId}` }),
    expect: { ...MEMBER_ONLY, owner: 201, other: 201, staff: 201 },
  },
  // Notifications (SPEC §7): each member's own; a mark on someone else's is not found.
  { call: 'GET notification', request: () => ({ method: 'GET', url: '/api/notification' }), expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 } },
  {
    call: 'GET notification/count_unread',
    request: () => ({ method: 'GET', url: '/api/notification/count_unread' }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST notification/{id}/mark_as_read',
    request: (ctx) => ({ method: 'POST', url: `/api/notification/${ctx.notificationId}/mark_as_read` }),
    // Personal: not even staff mark a member's notifications.
    expect: { ...MEMBER_ONLY, owner: 200, other: 404, staff: 404 },
  },
  ...['mark_all_as_read', 'mark_all_as_unread'].map(
    (mark): Row => ({
      call: `POST notification/${mark}`,
      request: () => ({ method: 'POST', url: `/api/notification/${mark}` }),
      expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
    }),
  ),
  // The office's back office (issue 12): staff only.
  { call: 'GET staff/dashboard', request: () => ({ method: 'GET', url: '/api/staff/dashboard' }), expect: STAFF_ONLY(200) },
  { call: 'GET staff/applications', request: () => ({ method: 'GET', url: '/api/staff/applications?kind=school' }), expect: STAFF_ONLY(200) },
  { call: 'GET staff/audit', request: () => ({ method: 'GET', url: '/api/staff/audit?subject_kind=invoice' }), expect: STAFF_ONLY(200) },
  {
    call: 'GET staff/audit (by kind of action, who, record and days)',
    request: () => ({ method: 'GET', url: '/api/staff/audit?group=money&who=example&subject=INV-&from=2026-01-01&to=2099-12-31' }),
    expect: STAFF_ONLY(200),
  },
  {
    call: 'POST demo/magic-word',
    request: () => ({ method: 'POST', url: '/api/demo/magic-word', payload: { word: 'example' } }),
    expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
  },
  { call: 'GET staff/tasks', request: () => ({ method: 'GET', url: '/api/staff/tasks' }), expect: STAFF_ONLY(200) },
  {
    call: 'POST staff/tasks/{id}/resolve (no such task)',
    request: () => ({ method: 'POST', url: '/api/staff/tasks/999999/resolve' }),
    expect: STAFF_ONLY(404),
  },
  { call: 'GET staff/members', request: () => ({ method: 'GET', url: '/api/staff/members?q=example' }), expect: STAFF_ONLY(200) },
  { call: 'GET staff/members/{id}', request: (ctx) => ({ method: 'GET', url: `/api/staff/members/${ctx.ownerId}` }), expect: STAFF_ONLY(200) },
  {
    call: 'PATCH staff/members/{id} (nothing to change: refused on the merits)',
    request: (ctx) => ({ method: 'PATCH', url: `/api/staff/members/${ctx.ownerId}`, payload: {} }),
    expect: STAFF_ONLY(400),
  },
  {
    call: 'DELETE staff/members/{id} (no reason: refused on the merits; ADR 0041)',
    request: (ctx) => ({ method: 'DELETE', url: `/api/staff/members/${ctx.ownerId}`, payload: {} }),
    expect: STAFF_ONLY(400),
  },
  {
    call: 'POST staff/applications/{kind}/{id}/review (a draft: refused on the merits)',
    request: (ctx) => ({ method: 'POST', url: `/api/staff/applications/school/${ctx.apply.school}/review`, payload: { decision: 'approve' } }),
    expect: STAFF_ONLY(409),
  },
  // The office's content (issue 12): staff only; unknown ids and bad bodies are refused on the merits.
  ...(['faq', 'videos', 'team', 'testimonials', 'platform-events'] as const).flatMap((kind): Row[] => [
    { call: `GET staff/content/${kind}`, request: () => ({ method: 'GET', url: `/api/staff/content/${kind}` }), expect: STAFF_ONLY(200) },
    {
      call: `POST staff/content/${kind} (empty: refused on the merits)`,
      request: () => ({ method: 'POST', url: `/api/staff/content/${kind}`, payload: {} }),
      expect: STAFF_ONLY(400),
    },
    {
      call: `GET staff/content/${kind}/{id} (unknown)`,
      request: () => ({ method: 'GET', url: `/api/staff/content/${kind}/999999` }),
      expect: STAFF_ONLY(404),
    },
    {
      call: `PUT staff/content/${kind}/{id} (empty: refused on the merits)`,
      request: () => ({ method: 'PUT', url: `/api/staff/content/${kind}/999999`, payload: {} }),
      expect: STAFF_ONLY(400),
    },
    {
      call: `DELETE staff/content/${kind}/{id} (unknown)`,
      request: () => ({ method: 'DELETE', url: `/api/staff/content/${kind}/999999` }),
      expect: STAFF_ONLY(404),
    },
  ]),
  {
    // The file is read before the record is looked up; an unknown team member stores nothing.
    call: 'POST staff/content/team/{id}/photo (unknown, multipart)',
    request: () => ({ method: 'POST', url: '/api/staff/content/team/999999/photo', ...photoForm() }),
    expect: STAFF_ONLY(404),
  },
  { call: 'GET staff/content/fees', request: () => ({ method: 'GET', url: '/api/staff/content/fees' }), expect: STAFF_ONLY(200) },
  {
    call: 'PUT staff/content/fees (an unknown item: refused on the merits)',
    request: () => ({
      method: 'PUT',
      url: '/api/staff/content/fees',
      payload: { amounts: [{ code: 'NONE', fee_type: 'annual', currency: 'USD', amount: 100 }] },
    }),
    expect: STAFF_ONLY(400),
  },
  { call: 'GET staff/content/ratings', request: () => ({ method: 'GET', url: '/api/staff/content/ratings?status=hidden' }), expect: STAFF_ONLY(200) },
  {
    call: 'POST staff/content/ratings/{id}/hide (unknown)',
    request: () => ({ method: 'POST', url: '/api/staff/content/ratings/999999/hide', payload: { reason: 'Advertising' } }),
    expect: STAFF_ONLY(404),
  },
  {
    call: 'POST staff/content/ratings/{id}/unhide (unknown)',
    request: () => ({ method: 'POST', url: '/api/staff/content/ratings/999999/unhide' }),
    expect: STAFF_ONLY(404),
  },
  {
    call: 'POST school/rating-and-comment (unknown school)',
    request: () => ({ method: 'POST', url: '/api/school/rating-and-comment', payload: { school: 999999, rating: 5, comment: 'Fine' } }),
    expect: { ...MEMBER_ONLY, owner: 404, other: 404, staff: 404 },
  },
  // Own gallery, graduates and claims (issue 10): listings in any state, records of the owner's school.
  ...(['school', 'teacher'] as const).flatMap((kind): Row[] => [
    {
      call: `GET ${kind}/gallery/own`,
      request: (ctx) => ({ method: 'GET', url: `/api/${kind}/gallery/own?${kind}=${ctx.own[kind]}` }),
      expect: OWNER_ONLY(200),
    },
    {
      call: `POST ${kind}/gallery`,
      request: (ctx) => ({ method: 'POST', url: `/api/${kind}/gallery`, ...(kind === 'school' ? ctx.own.schoolUpload : ctx.own.teacherUpload) }),
      expect: OWNER_ONLY(201),
    },
    {
      call: `PATCH ${kind}/gallery/{id}`,
      request: (ctx, who) => ({ method: 'PATCH', url: `/api/${kind}/gallery/${ctx.own[`${kind}Image`][who]}`, payload: { description: 'Caption' } }),
      expect: OWNER_ONLY(200),
    },
    {
      call: `POST ${kind}/gallery/reorder`,
      request: (ctx) => ({ method: 'POST', url: `/api/${kind}/gallery/reorder`, payload: ctx.own[`${kind}Order`] }),
      expect: OWNER_ONLY(200),
    },
    {
      call: `DELETE ${kind}/gallery/{id}`,
      request: (ctx, who) => ({ method: 'DELETE', url: `/api/${kind}/gallery/${ctx.own[`${kind}Image`][who]}` }),
      expect: OWNER_ONLY(200),
    },
  ]),
  {
    call: 'GET school/graduate/own',
    request: (ctx) => ({ method: 'GET', url: `/api/school/graduate/own?school=${ctx.own.school}` }),
    expect: OWNER_ONLY(200),
  },
  {
    call: 'POST school/graduate',
    request: (ctx, who) => ({
      method: 'POST',
      url: '/api/school/graduate',
      payload: { school: ctx.own.school, graduate_number: `NEW-${who}`, name: 'Ana Souza', graduation_date: '2024-03-03' },
    }),
    expect: OWNER_ONLY(201),
  },
  {
    call: 'POST school/graduate/import',
    request: (ctx, who) => ({ method: 'POST', url: '/api/school/graduate/import', ...ctx.own.imports[who] }),
    expect: OWNER_ONLY(201),
  },
  {
    call: 'PATCH school/graduate/{id}',
    request: (ctx, who) => ({ method: 'PATCH', url: `/api/school/graduate/${ctx.own.graduate[who]}`, payload: { name: 'Renamed' } }),
    expect: OWNER_ONLY(200),
  },
  {
    call: 'DELETE school/graduate/{id}',
    request: (ctx, who) => ({ method: 'DELETE', url: `/api/school/graduate/${ctx.own.graduate[who]}` }),
    expect: OWNER_ONLY(200),
  },
  {
    call: 'POST school/graduate/claim (any member, a record of a public CYS school)',
    request: (ctx, who) => ({
      method: 'POST',
      url: '/api/school/graduate/claim',
      payload: { school: ctx.own.cysSchool, graduate_number: `OPEN-${who}`, name: `Graduate OPEN-${who}` },
    }),
    expect: { ...MEMBER_ONLY, owner: 201, other: 201, staff: 201 },
  },
  {
    call: "GET school/graduate/claim (the caller's own)",
    request: () => ({ method: 'GET', url: '/api/school/graduate/claim' }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  {
    call: "POST school/graduate/claim/{id}/confirm (the school's owner)",
    request: (ctx, who) => ({ method: 'POST', url: `/api/school/graduate/claim/${ctx.own.toConfirm[who]}/confirm` }),
    expect: OWNER_ONLY(200),
  },
  {
    call: "POST school/graduate/claim/{id}/decline (the school's owner)",
    request: (ctx, who) => ({ method: 'POST', url: `/api/school/graduate/claim/${ctx.own.toDecline[who]}/decline` }),
    expect: OWNER_ONLY(200),
  },
  {
    call: 'DELETE school/graduate/claim/{id} (the claimant)',
    request: (ctx, who) => ({ method: 'DELETE', url: `/api/school/graduate/claim/${ctx.own.toWithdraw[who]}` }),
    expect: OWNER_ONLY(200),
  },
  // Billing (issue 11): the owner's invoices, addresses and payments; staff judge transfers.
  { call: 'GET invoice', request: () => ({ method: 'GET', url: '/api/invoice' }), expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 } },
  {
    call: 'GET invoice-outstanding',
    request: () => ({ method: 'GET', url: '/api/invoice-outstanding' }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  { call: 'GET invoice/{id}', request: (ctx) => ({ method: 'GET', url: `/api/invoice/${ctx.billing.invoice}` }), expect: OWNER_ONLY(200) },
  {
    call: 'PATCH invoice/{id}',
    request: (ctx) => ({ method: 'PATCH', url: `/api/invoice/${ctx.billing.invoice}`, payload: { currency: 'EUR' } }),
    expect: OWNER_ONLY(200),
  },
  { call: 'GET order/{id}', request: (ctx) => ({ method: 'GET', url: `/api/order/${ctx.billing.invoice}` }), expect: OWNER_ONLY(200) },
  { call: 'GET invoice/{id}/receipt', request: (ctx) => ({ method: 'GET', url: `/api/invoice/${ctx.billing.paid}/receipt` }), expect: OWNER_ONLY(200) },
  {
    call: 'GET invoice-public/{publicId} (any token)',
    request: (ctx) => ({ method: 'GET', url: `/api/invoice-public/${ctx.billing.publicId}` }),
    expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST payment/make-payment (only the owner pays)',
    request: (ctx, who) => ({ method: 'POST', url: '/api/payment/make-payment', payload: card(ctx.billing.payable[who], `access-${who}-key`) }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 404, staff: 404 },
  },
  // Card payments (docs/decisions/0017-card-payments.md): webhooks need no token but a valid signature.
  {
    call: 'POST payment/webhook/test (no token; a valid signature)',
    request: () => ({ method: 'POST', url: '/api/payment/webhook/test', ...signedTestEvent(t) }),
    expect: { none: 200, visitor: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST payment/webhook/test (a forged signature: refused whoever sends it)',
    request: () => {
      const signed = signedTestEvent(t);
      return {
        method: 'POST',
        url: '/api/payment/webhook/test',
        payload: signed.payload,
        headers: { ...signed.headers, 'test-processor-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      };
    },
    expect: { none: 400, visitor: 400, owner: 400, other: 400, staff: 400 },
  },
  {
    call: 'POST payment/webhook/stripe (not this site’s processor: the test processor is)',
    request: () => ({ method: 'POST', url: '/api/payment/webhook/stripe', ...signedTestEvent(t) }),
    expect: { none: 404, visitor: 404, owner: 404, other: 404, staff: 404 },
  },
  {
    call: 'GET payment/test-processor/session/{id} (any token: the card page)',
    request: (ctx) => ({ method: 'GET', url: `/api/payment/test-processor/session/${ctx.billing.testSession}` }),
    expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST payment/test-processor/session/{id}/card (any token; a card that fails and may be tried again)',
    request: (ctx) => ({
      method: 'POST',
      url: `/api/payment/test-processor/session/${ctx.billing.testSession}/card`,
      payload: { card_number: '4000000000000119', exp_month: 12, exp_year: 2099, cvc: '123' },
    }),
    expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST payment/test-processor/session/{id}/authenticate (any token; nothing to authenticate: unchanged)',
    request: (ctx) => ({ method: 'POST', url: `/api/payment/test-processor/session/${ctx.billing.testSession}/authenticate`, payload: { approve: true } }),
    expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST payment-transaction (only the owner sends a transfer)',
    request: (ctx, who) => ({ method: 'POST', url: '/api/payment-transaction', ...ctx.billing.transfer[who] }),
    expect: { ...MEMBER_ONLY, owner: 201, other: 404, staff: 404 },
  },
  {
    call: 'GET payment-transaction (the caller’s own)',
    request: () => ({ method: 'GET', url: '/api/payment-transaction' }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'GET payment-transaction?invoice= (the owner’s invoice)',
    request: (ctx) => ({ method: 'GET', url: `/api/payment-transaction?invoice=${ctx.billing.paid}` }),
    expect: OWNER_ONLY(200),
  },
  {
    call: 'GET invoice-address',
    request: () => ({ method: 'GET', url: '/api/invoice-address' }),
    expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
  },
  {
    call: 'POST invoice-address',
    request: () => ({
      method: 'POST',
      url: '/api/invoice-address',
      payload: { first_name: 'A', last_name: 'B', country: 'TH', state_province: 'Bangkok', post_code: '10110', address: '1 Sukhumvit' },
    }),
    expect: { ...MEMBER_ONLY, owner: 201, other: 201, staff: 201 },
  },
  {
    call: 'PATCH invoice-address/{id}',
    request: (ctx) => ({ method: 'PATCH', url: `/api/invoice-address/${ctx.billing.address}`, payload: { post_code: '50100' } }),
    expect: OWNER_ONLY(200),
  },
  { call: 'GET staff/payment-transaction', request: () => ({ method: 'GET', url: '/api/staff/payment-transaction?status=pending' }), expect: STAFF_ONLY(200) },
  {
    call: 'POST staff/payment-transaction/{id}/verify',
    request: (ctx) => ({ method: 'POST', url: `/api/staff/payment-transaction/${ctx.billing.toVerify}/verify` }),
    expect: STAFF_ONLY(200),
  },
  {
    call: 'POST staff/payment-transaction/{id}/refuse',
    request: (ctx) => ({ method: 'POST', url: `/api/staff/payment-transaction/${ctx.billing.toRefuse}/refuse`, payload: { reason: 'No matching transfer.' } }),
    expect: STAFF_ONLY(200),
  },
  {
    call: 'POST staff/invoice/{id}/refund',
    request: (ctx) => ({ method: 'POST', url: `/api/staff/invoice/${ctx.billing.paid}/refund`, payload: { reason: 'Goodwill', listing: 'keep' } }),
    expect: STAFF_ONLY(200),
  },
  // Registration applications (issue 10): the owner's draft school and teacher.
  ...(['school', 'teacher'] as const).flatMap((kind): Row[] => [
    {
      call: `GET ${kind}/${kind}-form-data (any token)`,
      request: () => ({ method: 'GET', url: `/api/${kind}/${kind}-form-data/` }),
      expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
    },
    {
      call: `GET ${kind}/${kind}/check_slug`,
      request: () => ({ method: 'GET', url: `/api/${kind}/${kind}/check_slug?slug=some-free-address` }),
      expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
    },
    {
      call: `POST ${kind}/${kind} (the owner has an open application already: 409)`,
      request: (_ctx, who) => ({
        method: 'POST',
        url: `/api/${kind}/${kind}`,
        payload: { [kind === 'school' ? 'name' : 'display_name']: `Access ${kind} ${who}` },
      }),
      expect: { ...MEMBER_ONLY, owner: 409, other: 201, staff: 201 },
    },
    {
      call: `GET ${kind}/${kind}/{id}/application`,
      request: (ctx) => ({ method: 'GET', url: `/api/${kind}/${kind}/${ctx.apply[kind]}/application` }),
      expect: OWNER_ONLY(200),
    },
    {
      call: `PATCH ${kind}/${kind}/{id}`,
      request: (ctx) => ({ method: 'PATCH', url: `/api/${kind}/${kind}/${ctx.apply[kind]}`, payload: { city: 'Chiang Mai' } }),
      expect: OWNER_ONLY(200),
    },
    {
      call: `POST ${kind}/${kind}/{id}/document`,
      request: (ctx) => ({ method: 'POST', url: `/api/${kind}/${kind}/${ctx.apply[kind]}/document`, ...ctx.apply[`${kind}Upload`] }),
      expect: OWNER_ONLY(201),
    },
    {
      call: `DELETE ${kind}/${kind}/{id}/document/{documentId}`,
      request: (ctx, who) => ({ method: 'DELETE', url: `/api/${kind}/${kind}/${ctx.apply[kind]}/document/${ctx.apply[`${kind}Document`][who]}` }),
      expect: OWNER_ONLY(200),
    },
    {
      call: `POST ${kind}/${kind}/{id}/submit (incomplete: refused on the merits)`,
      request: (ctx) => ({ method: 'POST', url: `/api/${kind}/${kind}/${ctx.apply[kind]}/submit`, payload: { membership_type: 'annual', currency: 'USD' } }),
      expect: OWNER_ONLY(400),
    },
    {
      call: `GET ${kind}/${kind}?user= (own list for the owner, public ones for anyone else)`,
      request: (ctx) => ({ method: 'GET', url: `/api/${kind}/${kind}?user=${ctx.ownerId}` }),
      expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
    },
  ]),
  // Events and bookings (issue 13): an approved school's owner runs its events; bookers see their own bookings.
  ...((): Row[] => {
    const PUBLIC = { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 } as const;
    const e = (ctx: Ctx) => ctx.events;
    const get = (url: (ctx: Ctx) => string) => (ctx: Ctx) => ({ method: 'GET' as const, url: `/api${url(ctx)}` });
    return [
      { call: 'GET event/currency-choices/', request: get(() => '/event/currency-choices/'), expect: PUBLIC },
      { call: 'GET event-option-category/', request: get(() => '/event-option-category/'), expect: PUBLIC },
      { call: 'GET event-option/', request: get(() => '/event-option/'), expect: PUBLIC },
      { call: 'GET booking-status/', request: get(() => '/booking-status/'), expect: PUBLIC },
      {
        call: 'GET event/{id} (an inactive event: its owner only)',
        request: get((ctx) => `/event/${e(ctx).hidden}`),
        expect: { none: 401, visitor: 404, owner: 200, other: 404, staff: 200 },
      },
      {
        call: 'POST event',
        request: (ctx) => ({
          method: 'POST',
          url: '/api/event',
          payload: { school: e(ctx).school, subject: 'New', start_date: '2030-02-01', end_date: '2030-02-02' },
        }),
        expect: OWNER_ONLY(201),
      },
      {
        call: 'PATCH event/{id}',
        request: (ctx) => ({ method: 'PATCH', url: `/api/event/${e(ctx).event}`, payload: { is_active: 1 } }),
        expect: OWNER_ONLY(200),
      },
      { call: 'DELETE event/{id}', request: (ctx, who) => ({ method: 'DELETE', url: `/api/event/${e(ctx).deletable[who]}` }), expect: OWNER_ONLY(200) },
      { call: 'GET event/own/', request: get((ctx) => `/event/own/?school=${e(ctx).school}`), expect: OWNER_ONLY(200) },
      { call: 'GET event/available-instructors/', request: get((ctx) => `/event/available-instructors/?school=${e(ctx).school}`), expect: OWNER_ONLY(200) },
      // What hangs from an event is read as the event is: by anyone while it is public, else by its owner and staff.
      {
        call: 'GET event/{id}/instructors/ (public event)',
        request: get((ctx) => `/event/${e(ctx).event}/instructors/`),
        expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
      },
      { call: 'GET event/{id}/instructors/ (inactive event)', request: get((ctx) => `/event/${e(ctx).hidden}/instructors/`), expect: OWNER_ONLY(200) },
      {
        call: 'POST event/{id}/instructors/',
        request: (ctx, who) => ({ method: 'POST', url: `/api/event/${e(ctx).event}/instructors/`, payload: { teacher: e(ctx).teacher[who] } }),
        expect: OWNER_ONLY(201),
      },
      {
        call: 'POST event/{id}/instructors/bulk/',
        request: (ctx, who) => ({ method: 'POST', url: `/api/event/${e(ctx).event}/instructors/bulk/`, payload: { instructors: [e(ctx).bulkTeacher[who]] } }),
        expect: OWNER_ONLY(201),
      },
      {
        call: 'POST event/{id}/instructors/reorder/',
        request: (ctx) => ({
          method: 'POST',
          url: `/api/event/${e(ctx).reorderEvent}/instructors/reorder/`,
          payload: { instructor_ids: e(ctx).instructorIds },
        }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'PATCH event/{id}/instructors/{instructorId}/',
        request: (ctx) => ({ method: 'PATCH', url: `/api/event/${e(ctx).event}/instructors/${e(ctx).instructor.owner}/`, payload: { order: 0 } }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'DELETE event/{id}/instructors/{instructorId}/',
        request: (ctx, who) => ({ method: 'DELETE', url: `/api/event/${e(ctx).event}/instructors/${e(ctx).instructor[who]}/` }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'GET event/{id}/images/ (public event)',
        request: get((ctx) => `/event/${e(ctx).event}/images/`),
        expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
      },
      { call: 'GET event/{id}/images/ (inactive event)', request: get((ctx) => `/event/${e(ctx).hidden}/images/`), expect: OWNER_ONLY(200) },
      {
        call: 'POST event/{id}/images/',
        request: (ctx) => ({ method: 'POST', url: `/api/event/${e(ctx).event}/images/`, ...e(ctx).upload }),
        expect: OWNER_ONLY(201),
      },
      {
        call: 'POST event/{id}/images/bulk/',
        request: (ctx) => ({ method: 'POST', url: `/api/event/${e(ctx).event}/images/bulk/`, ...e(ctx).upload }),
        expect: OWNER_ONLY(201),
      },
      {
        call: 'POST event/{id}/images/reorder/',
        request: (ctx) => ({ method: 'POST', url: `/api/event/${e(ctx).reorderEvent}/images/reorder/`, payload: { image_ids: e(ctx).imageIds } }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'PATCH event/{id}/images/{imageId}/',
        request: (ctx) => ({ method: 'PATCH', url: `/api/event/${e(ctx).event}/images/${e(ctx).image.owner}/`, payload: { caption: 'Shala' } }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'POST event/{id}/images/{imageId}/set_primary/',
        request: (ctx) => ({ method: 'POST', url: `/api/event/${e(ctx).event}/images/${e(ctx).image.owner}/set_primary/` }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'DELETE event/{id}/images/{imageId}/',
        request: (ctx, who) => ({ method: 'DELETE', url: `/api/event/${e(ctx).event}/images/${e(ctx).image[who]}/` }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'GET event-selected-option/ (public event)',
        request: get((ctx) => `/event-selected-option/?event=${e(ctx).event}`),
        expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
      },
      { call: 'GET event-selected-option/ (inactive event)', request: get((ctx) => `/event-selected-option/?event=${e(ctx).hidden}`), expect: OWNER_ONLY(200) },
      {
        call: 'POST event-selected-option/bulk-create/',
        request: (ctx) => ({ method: 'POST', url: '/api/event-selected-option/bulk-create/', payload: { event: e(ctx).event, selected_options: [] } }),
        expect: OWNER_ONLY(201),
      },
      {
        call: 'GET custom-event-option/ (public event)',
        request: get((ctx) => `/custom-event-option/?event=${e(ctx).event}`),
        expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
      },
      { call: 'GET custom-event-option/ (inactive event)', request: get((ctx) => `/custom-event-option/?event=${e(ctx).hidden}`), expect: OWNER_ONLY(200) },
      {
        call: 'POST custom-event-option/bulk-create/',
        request: (ctx) => ({ method: 'POST', url: '/api/custom-event-option/bulk-create/', payload: { event: e(ctx).event, custom_options: [] } }),
        expect: OWNER_ONLY(201),
      },
      {
        call: 'PUT event/{id}/options/',
        request: (ctx) => ({ method: 'PUT', url: `/api/event/${e(ctx).event}/options/`, payload: { selected_options: [], custom_options: [] } }),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'POST event-booking/ (an active event: any member books it once; its school’s owner cannot)',
        request: (ctx) => ({ method: 'POST', url: '/api/event-booking/', payload: { event: e(ctx).event } }),
        expect: { ...MEMBER_ONLY, owner: 409, other: 201, staff: 201 },
      },
      { call: 'GET event-booking/?event=', request: get((ctx) => `/event-booking/?event=${e(ctx).event}`), expect: OWNER_ONLY(200) },
      {
        call: 'GET event-booking/my-bookings/',
        request: get(() => '/event-booking/my-bookings/'),
        expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 },
      },
      { call: 'GET event-booking/{id}/ (the owner booked it)', request: get((ctx) => `/event-booking/${e(ctx).ownBooking.owner}/`), expect: OWNER_ONLY(200) },
      {
        call: 'GET event-booking/{id}/ics (the owner booked it)',
        request: get((ctx) => `/event-booking/${e(ctx).ownBooking.owner}/ics`),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'GET event-booking/{id}/ (a booking of the owner’s event)',
        request: get((ctx) => `/event-booking/${e(ctx).bookingOfOwnEvent}/`),
        expect: OWNER_ONLY(200),
      },
      {
        call: 'PATCH event-booking/{id}/ (a booking of the owner’s event)',
        request: (ctx) => ({ method: 'PATCH', url: `/api/event-booking/${e(ctx).bookingOfOwnEvent}/`, payload: { status: 'confirmed' } }),
        expect: OWNER_ONLY(200),
      },
      { call: 'GET event-booking/counts/?event=', request: get((ctx) => `/event-booking/counts/?event=${e(ctx).event}`), expect: OWNER_ONLY(200) },
      { call: 'GET event-booking/export/?event=', request: get((ctx) => `/event-booking/export/?event=${e(ctx).event}`), expect: OWNER_ONLY(200) },
      {
        call: 'GET event-booking/{id}/certificate/ (the owner attended a CE event)',
        request: get((ctx) => `/event-booking/${e(ctx).certifiedBooking}/certificate/`),
        expect: OWNER_ONLY(200),
      },
      { call: 'GET certificate/ (the caller’s own)', request: get(() => '/certificate/'), expect: { ...MEMBER_ONLY, owner: 200, other: 200, staff: 200 } },
      {
        call: 'GET certificate/summary/?teacher= (a listed teacher’s CE hours: anyone)',
        request: get((ctx) => `/certificate/summary/?teacher=${e(ctx).teacher.owner}`),
        expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
      },
      {
        call: 'GET certificate/{code}/ (anyone checks a code)',
        request: get((ctx) => `/certificate/${e(ctx).certificateCode}/`),
        expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
      },
      {
        call: 'POST event-booking/{id}/cancel/ (the owner booked it)',
        request: (ctx, who) => ({ method: 'POST', url: `/api/event-booking/${e(ctx).ownBooking[who]}/cancel/`, payload: { reason: 'Plans changed' } }),
        expect: OWNER_ONLY(200),
      },
    ];
  })(),
  // Registry cards and their public check (docs/decisions/0036-registry-cards.md).
  ...(['school', 'teacher'] as const).flatMap((kind): Row[] => {
    const listed = (ctx: Ctx) => (kind === 'school' ? ctx.own.cysSchool : ctx.events.teacher.owner);
    return [
      {
        call: `GET ${kind}/${kind}/{id}/registry-card/ (the owner's listed ${kind})`,
        request: (ctx) => ({ method: 'GET', url: `/api/${kind}/${kind}/${listed(ctx)}/registry-card/` }),
        expect: OWNER_ONLY(200),
      },
      {
        call: `GET ${kind}/${kind}/{id}/registry-card/pdf/ (the owner's listed ${kind})`,
        request: (ctx) => ({ method: 'GET', url: `/api/${kind}/${kind}/${listed(ctx)}/registry-card/pdf/` }),
        expect: OWNER_ONLY(200),
      },
      {
        call: `GET ${kind}/${kind}/{id}/registry-card/ (a draft: no card yet)`,
        request: (ctx) => ({ method: 'GET', url: `/api/${kind}/${kind}/${ctx.own[kind]}/registry-card/` }),
        expect: { ...MEMBER_ONLY, owner: 409, other: 404, staff: 409 },
      },
    ];
  }),
  {
    call: 'GET verify/{code}/ (anyone checks a registry card)',
    request: (ctx) => ({ method: 'GET', url: `/api/verify/${ctx.registryCode}/` }),
    expect: { none: 401, visitor: 200, owner: 200, other: 200, staff: 200 },
  },
];

let t: TestApp;
const tokens: Partial<Record<Who, string | null>> = { none: null };
const ctx = {} as Ctx;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.app.deps.db);
  tokens.visitor = await clientToken(t.app);
  const owner = await newMember(t.app);
  ctx.ownerId = owner.pk;
  const document = await prepareUpload({ field: 'file', kind: 'application_document', originalName: 'cv.pdf', data: pdf() });
  ctx.privateFileId = (await storeUpload(t.app.deps, { ownerId: owner.pk, upload: document })).file.id;
  tokens.owner = owner.token;
  tokens.other = (await newMember(t.app)).token;
  await createStaffUser(t.app.deps.db, { email: 'office@example.com', password: 'Office2026desk' });
  tokens.staff = (await passwordLogin(t.app, 'office@example.com', 'Office2026desk')).access_token;
  const events = (await call(t.app, tokens.visitor, { method: 'GET', url: '/api/platform-event?upcoming=1' })).json().results as { id: number }[];
  ctx.platformEventId = events[0].id;
  await notifyMember(t.app.deps, t.app.deps.db, { userId: owner.pk, messageKey: 'school_approved', params: { listing: 'Access', wya_id: 'WYA-1' } });
  ctx.notificationId = (await call(t.app, owner.token, { method: 'GET', url: '/api/notification' })).json().results[0].id;
  ctx.own = await setupOwnProfileAccess(t, { id: owner.pk, token: owner.token }, tokens.other as string);
  ctx.apply = await setupApplicationAccess(t, owner.token, { school: ctx.own.school, teacher: ctx.own.teacher });
  ctx.billing = await setupBillingAccess(t, { id: owner.pk, token: owner.token });
  ctx.events = await setupEventAccess(t, { id: owner.pk, token: owner.token });
  ctx.registryCode = (await call(t.app, tokens.visitor, { method: 'GET', url: `/api/school/school/${ctx.own.cysSchool}` })).json().registry_code;
  ctx.exportId = (await call(t.app, owner.token, { method: 'POST', url: '/api/user-profile/export/' })).json().id;
  await t.drainJobs();
}, 60_000);
afterAll(() => t.close());

describe('authorization table', () => {
  for (const row of TABLE) {
    it(row.call, async () => {
      const answers: Record<string, number> = {};
      for (const who of ['none', 'visitor', 'owner', 'other', 'staff'] as const) {
        answers[who] = (await call(t.app, tokens[who] ?? null, row.request(ctx, who))).statusCode;
      }
      expect(answers).toEqual(row.expect);
    });
  }

  it('has a row for every call a visitor may not make (a new member or staff call without one fails here)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    const covered = new Set(
      TABLE.map((row) => {
        const request = row.request(ctx, 'owner');
        const url = `/${(request.url as string).split('?')[0].replace(/^\/|\/$/g, '')}`;
        const method = (request.method ?? 'GET').toUpperCase();
        // The most literal template wins (`event-booking/counts/` over `event-booking/{id}/`), as in the router.
        const candidates = operations.filter((op) => op.method === method && templateMatches(op.path, url));
        return candidates.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];
      }),
    );
    const missing: string[] = [];
    for (const op of operations) {
      if (covered.has(op)) continue;
      // A call the visitor's token is refused (401/403 from the guard, before any validation) is a
      // member's or the office's: it needs its row.
      const status = (await call(t.app, tokens.visitor!, { method: op.method as 'GET', url: op.path.replace(/\{[^}]+\}/g, '1') })).statusCode;
      if (status === 401 || status === 403) missing.push(`${op.method} ${op.path} (visitor: ${status})`);
    }
    expect(missing).toEqual([]);
  });

  it('tells the web who is staff', async () => {
    expect((await call(t.app, tokens.staff!, { method: 'GET', url: '/api/user-auth/user/' })).json().is_staff).toBe(true);
    expect((await call(t.app, tokens.owner!, { method: 'GET', url: '/api/user-auth/user/' })).json().is_staff).toBe(false);
  });

  it('answers each member with their own record only', async () => {
    const mine = (await call(t.app, tokens.owner!, { method: 'GET', url: '/api/user-profile/' })).json();
    const theirs = (await call(t.app, tokens.other!, { method: 'GET', url: '/api/user-profile/' })).json();
    expect(mine.id).toBe(ctx.ownerId);
    expect(theirs.id).not.toBe(ctx.ownerId);
  });
});

/** Whether an OpenAPI path (`/api/school/school/{id}/`) names this URL path (`/api/school/school/12`). */
function templateMatches(template: string, url: string): boolean {
  const pattern = template
    .replace(/^\/|\/$/g, '')
    .split('/')
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^/${pattern}$`).test(url);
}
