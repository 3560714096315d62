import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { sentenceKey } from '#common/audit-actions.ts';
import type { AuditRecord } from '#common/staff.ts';
import { Link } from '../router-links.tsx';
import { actorHref, actorName, entryAmount, listingHref, previousAmount, subjectHref, subjectName } from './audit-names.ts';

const linkOrName = (href: string | null) => (href ? <Anchor component={Link} to={href} inherit fw={600} underline="always" /> : <Text span inherit fw={600} />);

/**
 * An audit entry as a sentence in the reader's language (locales/<lang>/staff.json `audit.actions`):
 * "Kim (kim@…) approved the school application of Lotus Yoga Bangkok", with who and what linked.
 * Names are inserted as text, never read as markup.
 */
export function AuditSentence({ record }: { record: AuditRecord }) {
  const { t, i18n } = useTranslation('staff');
  const lang = i18n.language;
  const key = sentenceKey({ ...record, method: record.subject.method }) ?? 'audit.unknown_action';
  return (
    <Trans
      t={t}
      i18nKey={key}
      values={{
        actor: actorName(t, record.actor),
        subject: subjectName(t, lang, record),
        listing: record.subject.listing?.name ?? '',
        amount: entryAmount(lang, record),
        was: previousAmount(lang, record),
        action: record.action,
      }}
      components={{
        actor: linkOrName(actorHref(record.actor)),
        subject: linkOrName(subjectHref(record)),
        listing: linkOrName(listingHref(record.subject.listing)),
      }}
    />
  );
}
