// People in yoga poses for the demo pictures: round-capped strokes in a 100-unit-tall frame, feet at
// y = 0 and up negative, so a scene places and scales them like stickers.

type Pose = { limbs: string[]; torso: string; head: [number, number] };

const POSES = {
  seated: { limbs: ['M-30 -4 Q0 -18 30 -4', 'M0 -44 L-14 -30 L-24 -12', 'M0 -44 L14 -30 L24 -12'], torso: 'M0 -10 L0 -48', head: [0, -61] },
  tree: { limbs: ['M0 0 L0 -48', 'M0 -48 L17 -34 L2 -28', 'M0 -80 L-11 -99 L0 -114', 'M0 -80 L11 -99 L0 -114'], torso: 'M0 -48 L0 -84', head: [0, -95] },
  warrior: { limbs: ['M-40 0 L-4 -44', 'M-4 -44 L22 -26 L24 0', 'M-46 -76 L38 -76'], torso: 'M-4 -44 L-4 -82', head: [-3, -94] },
  downdog: { limbs: ['M-42 0 L-19 -30', 'M8 -58 L36 0'], torso: 'M-19 -30 L8 -58', head: [-26, -19] },
  triangle: { limbs: ['M-34 0 L0 -44 L34 0', 'M24 -54 L31 -14', 'M24 -54 L21 -100'], torso: 'M0 -44 L26 -54', head: [38, -58] },
  dancer: { limbs: ['M0 0 L0 -46', 'M0 -46 L20 -52 L30 -84', 'M-20 -68 L28 -86', 'M-22 -70 L-50 -84'], torso: 'M0 -46 L-22 -70', head: [-31, -79] },
  armsUp: { limbs: ['M-5 0 L-3 -46', 'M5 0 L3 -46', 'M0 -78 L-14 -118', 'M0 -78 L14 -118'], torso: 'M0 -46 L0 -82', head: [0, -93] },
  boat: { limbs: ['M0 -10 L32 -48', 'M-16 -40 L18 -30'], torso: 'M0 -10 L-22 -50', head: [-27, -61] },
  /** Hanging upside down in an aerial hammock: hips at the top, head below. */
  inverted: { limbs: ['M-36 -92 L0 -50 L36 -92', 'M0 -20 L-16 4', 'M0 -20 L16 4'], torso: 'M0 -50 L0 -14', head: [0, 0] },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof POSES;
export const POSE_NAMES = Object.keys(POSES) as PoseName[];
/** Poses that stand on a mat (not the hammock one). */
export const MAT_POSES = POSE_NAMES.filter((p) => p !== 'inverted');

/** A person in a pose at (x, y) — the feet — `size` pixels tall, optionally mirrored. */
export function person(pose: PoseName, x: number, y: number, size: number, color: string, mirrored = false): string {
  const p: Pose = POSES[pose];
  const s = size / 100;
  const line = (d: string, width: number) => `<path d="${d}" stroke-width="${width}"/>`;
  return `<g transform="translate(${x.toFixed(1)},${y.toFixed(1)}) scale(${mirrored ? -s : s},${s})" fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round">${p.limbs.map((d) => line(d, 7)).join('')}${line(p.torso, 11)}<circle cx="${p.head[0]}" cy="${p.head[1]}" r="9" fill="${color}" stroke="none"/></g>`;
}

/** A yoga mat seen from the side or slightly above, under a person at (x, y). */
export function mat(x: number, y: number, width: number, color: string): string {
  return `<rect x="${(x - width / 2).toFixed(1)}" y="${(y - width * 0.015).toFixed(1)}" width="${width.toFixed(1)}" height="${(width * 0.06).toFixed(1)}" rx="${(width * 0.03).toFixed(1)}" fill="${color}"/>`;
}

/** Someone seen from above, sitting cross-legged: shoulders, crossed legs and head. */
export function personFromAbove(x: number, y: number, size: number, angle: number, body: string, skin: string): string {
  const s = size / 100;
  return `<g transform="translate(${x.toFixed(1)},${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${s})"><ellipse cx="0" cy="18" rx="34" ry="16" fill="${body}" opacity="0.85"/><ellipse cx="0" cy="0" rx="26" ry="13" fill="${body}"/><circle cx="0" cy="-2" r="10" fill="${skin}"/></g>`;
}
