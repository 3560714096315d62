import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from '../router-links.tsx';

export type VerifiedRegistration = { href: string; label: string; title: string };

/**
 * "Verified registration" on a listed school's or teacher's public page, linking to the public check
 * of its registry card (ADR 0036). Its words come translated from the loader, so the page loads no
 * translations for them.
 */
export function VerifiedBadge({ href, label, title }: VerifiedRegistration) {
  return (
    <Link
      to={href}
      title={title}
      data-testid="verified-registration"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        marginBottom: 'var(--mantine-spacing-md)',
        padding: '4px 12px 4px 8px',
        borderRadius: 999,
        border: '1px solid var(--mantine-color-teal-9)',
        color: 'var(--mantine-color-teal-9)',
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: 600,
        textDecoration: 'none',
      }}
    >
      <IconShieldCheck size={18} aria-hidden />
      {label}
    </Link>
  );
}
