import type { RegistryCard, RegistryKind } from '#common/credentials.ts';
import type { ApiClient } from './api.server.ts';
import { formatDate } from './directory-format.ts';

/** The registry card as the owner's page shows it: the API's card with its dates written out, and where the PDF is. */
export type RegistryCardView = RegistryCard & { member_since_label: string; valid_until_label: string; download_url: string };

/**
 * The owner's registry card (ADR 0036) for a listing that is approved; null when it has none today
 * (expired, suspended: the API's 409) or the call failed, so the rest of the page still shows.
 */
export async function registryCard(
  api: ApiClient,
  lang: string,
  kind: RegistryKind,
  listing: { id: number; status: string },
): Promise<RegistryCardView | null> {
  if (listing.status !== 'approved') return null;
  const res = await api.get(kind === 'school' ? 'school/school/{id}/registry-card/' : 'teacher/teacher/{id}/registry-card/', { params: { id: listing.id } });
  if (!res.ok) return null;
  const card = res.data;
  return {
    ...card,
    member_since_label: formatDate(lang, card.member_since),
    valid_until_label: card.valid_until ? formatDate(lang, card.valid_until) : '',
    download_url: `/registry-card/${kind}/${card.id}`,
  };
}
