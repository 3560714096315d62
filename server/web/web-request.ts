import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookies } from '#app/lib/cookies.server.ts';
import { isLanguage, type Language, languageFromHeader } from '#common/constants.ts';
import { GRADUATE_IMPORT_MAX_BYTES } from '#common/graduates.ts';
import { translate } from '../lib/i18n.ts';
import { UPLOAD_POLICIES } from '../lib/uploads/policies.ts';
import { MULTIPART_LIMITS } from '../lib/uploads/receive.ts';

/** Ordinary web forms: generous for long texts in any script, small enough that nobody can fill memory. */
export const WEB_FORM_LIMIT = 128 * 1024;
/** Room for the form fields and multipart framing around an uploaded file. */
const UPLOAD_OVERHEAD = 64 * 1024;

/**
 * Forms that carry a file, named by their page (a path, or a pattern for pages with an id) and the `intent` in their address, with the upload
 * policy's limit. Their bodies are not read here but streamed on to the API (the action forwards
 * them unread); every other form is read up to WEB_FORM_LIMIT.
 */
const UPLOAD_FORMS = [
  { path: '/user-profile', intent: 'avatar', maxFileBytes: UPLOAD_POLICIES.avatar.maxBytes },
  // A member's own school and teacher pages (issue 10): a gallery upload carries up to five images at once.
  { path: '/school/profile', intent: 'gallery', maxFileBytes: UPLOAD_POLICIES.gallery_image.maxBytes * MULTIPART_LIMITS.files },
  { path: '/teacher/profile', intent: 'gallery', maxFileBytes: UPLOAD_POLICIES.gallery_image.maxBytes * MULTIPART_LIMITS.files },
  { path: '/school/profile', intent: 'graduate_import', maxFileBytes: GRADUATE_IMPORT_MAX_BYTES },
  // Registration wizards (issue 10): one file per form.
  { path: '/school/register-information', intent: 'cover_image', maxFileBytes: UPLOAD_POLICIES.cover_image.maxBytes },
  { path: '/school/register-information', intent: 'logo', maxFileBytes: UPLOAD_POLICIES.logo.maxBytes },
  { path: '/school/register-document', intent: 'document', maxFileBytes: UPLOAD_POLICIES.application_document.maxBytes },
  { path: '/teacher/register-information', intent: 'photo', maxFileBytes: UPLOAD_POLICIES.avatar.maxBytes },
  { path: '/teacher/register-information', intent: 'cover_image', maxFileBytes: UPLOAD_POLICIES.cover_image.maxBytes },
  { path: '/teacher/register-document', intent: 'document', maxFileBytes: UPLOAD_POLICIES.application_document.maxBytes },
  // The event editor (issue 13): up to five cropped event images at once.
  { path: /^\/school\/edit-event\/\d+$/, intent: 'images', maxFileBytes: UPLOAD_POLICIES.event_image.maxBytes * MULTIPART_LIMITS.files },
  // The office's content (issue 12): a team member's photo on their edit page.
  { path: /^\/staff\/content\/team\/\d+$/, intent: 'photo', maxFileBytes: UPLOAD_POLICIES.team_photo.maxBytes },
  // Billing (issue 11): the bank-transfer record with its slip, on the payment page of any invoice.
  { path: /^\/billing\/checkout\/payment\/\d+$/, intent: 'transfer', maxFileBytes: UPLOAD_POLICIES.transfer_slip.maxBytes },
];

const uploadForm = (url: URL) => {
  const path = url.pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  const samePage = (form: (typeof UPLOAD_FORMS)[number]) => (typeof form.path === 'string' ? form.path === path : form.path.test(path));
  return UPLOAD_FORMS.find((form) => samePage(form) && url.searchParams.get('intent') === form.intent);
};

export function webBodyLimit(url: URL): number {
  const upload = uploadForm(url);
  return upload ? upload.maxFileBytes + UPLOAD_OVERHEAD : WEB_FORM_LIMIT;
}

export class BodyTooLarge extends Error {}

/**
 * Every web POST (page actions and resource routes alike) must come from this site: a browser always
 * sends Origin on a cross-site form post. Same rule as React Router's own check for page actions.
 */
export function isCrossSitePost(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin !== `${request.protocol}://${request.host}`;
  } catch {
    return true; // "null" or garbage
  }
}

/**
 * The web request React Router sees: its URL built from the protocol and host Fastify trusts (so
 * forms work behind an https proxy), and its body read here up to the page's limit, before anything
 * else buffers it. A body over the limit stops being read at the limit.
 */
export async function toWebRequest(request: FastifyRequest, reply: FastifyReply): Promise<Request> {
  const url = `${request.protocol}://${request.host}${withoutControlEscapes(request.url)}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  if (request.method === 'GET' || request.method === 'HEAD') return new Request(url, init);
  const limit = webBodyLimit(new URL(url));
  if (Number(request.headers['content-length']) > limit) throw new BodyTooLarge();
  if (uploadForm(new URL(url)) && /^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
    const streamed: RequestInit & { duplex: 'half' } = { ...init, body: limitedStream(request, limit), duplex: 'half' };
    return new Request(url, streamed);
  }
  const webRequest = new Request(url, { ...init, body: await readBody(request, limit) });
  await assertReadableForm(webRequest);
  return webRequest;
}

export class MalformedBody extends Error {}

/** A form body that cannot be parsed (a multipart without its end, a bad boundary) is the sender's error, not the page's. */
async function assertReadableForm(request: Request) {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return;
  try {
    await request.clone().formData();
  } catch {
    throw new MalformedBody();
  }
}

/**
 * No page has an escaped control character in its path, and React Router's catch-all route cannot
 * match one (it stops at a line break): U+FFFD in its place keeps the address a not-found page.
 */
function withoutControlEscapes(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return path.replace(/%(?:[01][0-9A-F]|7F)/gi, '%EF%BF%BD') + (query < 0 ? '' : url.slice(query));
}

/** An upload passed on as it arrives; past the limit the stream fails and the API call with it. */
function limitedStream(request: FastifyRequest, limit: number): ReadableStream<Uint8Array> {
  let size = 0;
  return (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

async function readBody(request: FastifyRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** 400 in the visitor's language, for a form body that cannot be read. */
export const sendMalformedBody = (request: FastifyRequest, reply: FastifyReply) => sendRefusal(request, reply, 400, 'errors.malformed_body');

/** 403 in the visitor's language, for a post from another site. */
export const sendCrossSite = (request: FastifyRequest, reply: FastifyReply) => sendRefusal(request, reply, 403, 'errors.cross_site');

/** 413 in the visitor's language, with a link back to the form; the connection closes so the rest of the body is never read. */
export function sendBodyTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const limit = webBodyLimit(new URL(request.url, 'http://x'));
  const max = limit >= 1024 * 1024 ? `${Math.floor(limit / 1024 / 1024)} MB` : `${Math.floor(limit / 1024)} KB`;
  reply.header('connection', 'close');
  return sendRefusal(request, reply, 413, 'errors.form_too_large', { max }, { href: request.url.split('?')[0].replace(/\.data$/, ''), key: 'errors.go_back' });
}

/** A small page saying why a web request was refused, in the visitor's language. */
function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  params?: Record<string, string>,
  link = { href: '/', key: '' },
) {
  const lang = visitorLanguage(request);
  const text = translate(lang, key, params);
  const linkText = link.key ? translate(lang, link.key) : 'World Yoga Alliance';
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${text}</title><p style="font-family:sans-serif;margin:3rem">${text} <a href="${escapeHtml(link.href)}">${linkText}</a></p></html>`,
    );
}

function visitorLanguage(request: FastifyRequest): Language {
  const query = new URL(request.url, 'http://x').searchParams.get('lang');
  if (isLanguage(query)) return query;
  const cookie = readCookies(request.headers.cookie ?? null).get('lang');
  return isLanguage(cookie) ? cookie : languageFromHeader(request.headers['accept-language']);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
