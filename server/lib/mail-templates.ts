import type { Language } from '#common/constants.ts';
import { translateMail } from './i18n.ts';

/** Each template is `<name>.subject` and `<name>.body` (plain text) in locales/<lang>/mail.json. */
export const MAIL_TEMPLATES = [
  'password_reset',
  'email_code',
  'contact',
  'application_approved',
  'application_changes_requested',
  'application_rejected',
  'invoice_issued',
  'payment_received',
  'transfer_refused',
  /** A notification of the bell, mailed to a member who consented to email notifications. */
  'notifyMail',
  /** The copy of their data a member asked for is ready (mailed whatever their notification choice). */
  'data_export_ready',
  /** Sent to the address of an account as it is deleted. */
  'account_deleted',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];
export type MailParams = Record<string, string | number>;

/** Optional button: `<name>.action` labels a link given as the `link` parameter. */
const ACTIONS: Partial<Record<MailTemplate, true>> = {
  password_reset: true,
  application_approved: true,
  application_changes_requested: true,
  application_rejected: true,
  invoice_issued: true,
  payment_received: true,
  transfer_refused: true,
  notifyMail: true,
  data_export_ready: true,
};

/**
 * Renders a template in one language as plain text and HTML. The text is the template as written;
 * the HTML is built from it (paragraphs, line breaks, links) so the two parts never disagree.
 */
export function renderMail(lang: Language, template: MailTemplate, params: MailParams, site: string) {
  const subject = translateMail(lang, `${template}.subject`, params);
  const text = translateMail(lang, `${template}.body`, params);
  const action = ACTIONS[template] && typeof params.link === 'string' ? { label: translateMail(lang, `${template}.action`), href: params.link } : undefined;
  const footer = translateMail(lang, 'layout.footer', { site });
  return {
    subject,
    text: `${text}\n\n--\n${footer}`,
    html: htmlLayout({
      lang,
      subject,
      text,
      action,
      footer,
      brand: translateMail(lang, 'layout.brand'),
      fallback: translateMail(lang, 'layout.link_fallback'),
    }),
  };
}

type Layout = { lang: Language; subject: string; text: string; action?: { label: string; href: string }; footer: string; brand: string; fallback: string };

function htmlLayout(l: Layout): string {
  const paragraphs = l.text.split(/\n{2,}/).map((p) => {
    if (l.action && p.trim() === l.action.href) {
      const href = escapeHtml(l.action.href);
      return `<p style="margin:24px 0"><a href="${href}" style="background:#2f6f4e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(l.action.label)}</a></p><p style="font-size:13px;color:#555555">${escapeHtml(l.fallback)}<br>${linkify(p)}</p>`;
    }
    return `<p style="margin:0 0 16px">${linkify(p).replace(/\n/g, '<br>')}</p>`;
  });
  return `<!doctype html>
<html lang="${l.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e5e9e7;font:600 18px/1.4 sans-serif;color:#2f6f4e">${escapeHtml(l.brand)}</td></tr>
<tr><td style="padding:24px 28px;font:16px/1.55 sans-serif;color:#1f2a24">${paragraphs.join('\n')}</td></tr>
</table>
<p style="max-width:600px;margin:16px auto 0;font:12px/1.5 sans-serif;color:#6b7570">${escapeHtml(l.footer)}</p>
</td></tr></table>
</body></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Escapes a paragraph and turns http(s) addresses into links. */
function linkify(s: string): string {
  return s
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}" style="color:#2f6f4e">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}
