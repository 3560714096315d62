import type { Storage } from '../../lib/storage.ts';

// Small pieces every listing answer is made of (image URLs, card excerpts, names, map points).

/** Public URL of a stored image key, or null. */
export const imageUrl = (storage: Storage, key: string | null | undefined): string | null => (key ? storage.publicUrl(key) : null);

/** A short plain-text excerpt for cards. */
export function excerpt(text: string | null | undefined, max = 180): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

export const memberName = (u: { username: string; firstName: string; lastName: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/** Marker rows: the queries keep only listings with coordinates; this says so to the type as well. */
export const withCoordinates = <T extends { latitude: number | null; longitude: number | null }>(rows: T[]) =>
  rows.filter((r): r is T & { latitude: number; longitude: number } => r.latitude !== null && r.longitude !== null);
