// Shared by the demo pictures: a seeded random source, palettes and small SVG helpers.

export type Random = () => number;

/** mulberry32: the same seed draws the same picture on every machine. */
export function random(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rand: Random, min: number, max: number) => min + rand() * (max - min);
export const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

/** Sky top, sky bottom, sun, far land, near land, accent, light, dark. */
export type Palette = { skyTop: string; skyBottom: string; sun: string; far: string; near: string; accent: string; light: string; dark: string };
const p = (skyTop: string, skyBottom: string, sun: string, far: string, near: string, accent: string, light: string, dark: string): Palette => ({
  skyTop,
  skyBottom,
  sun,
  far,
  near,
  accent,
  light,
  dark,
});

export const PALETTES: Palette[] = [
  p('#263498', '#ff971b', '#fff3c4', '#5b4b8a', '#1b2470', '#f6c667', '#fde9cf', '#141a4d'), // saffron dusk
  p('#8ecae6', '#e0f4ff', '#ffe8a3', '#5f9ea0', '#2f5d62', '#f4a261', '#fbfaf5', '#203b3f'), // clear morning
  p('#f9c6c9', '#fde2c4', '#fffaf0', '#c08497', '#7a4b6b', '#e5989b', '#fff5f3', '#3f2a3d'), // blossom pink
  p('#0b132b', '#3a506b', '#f1f1e6', '#1c2541', '#0b0f1f', '#5bc0be', '#e0fbfc', '#05070f'), // night blue
  p('#d8f3dc', '#95d5b2', '#fefae0', '#52b788', '#1b4332', '#ffb703', '#f1faee', '#0b2419'), // forest
  p('#f4d35e', '#ee964b', '#fff7d6', '#c1666b', '#5c3d2e', '#0d3b66', '#faf0ca', '#2b1b12'), // desert noon
  p('#a2d2ff', '#cdb4db', '#fff1e6', '#8e7dbe', '#4a3f73', '#ffafcc', '#fdfcff', '#221c3a'), // lavender haze
  p('#014f86', '#89c2d9', '#fdf0d5', '#2a6f97', '#013a63', '#e76f51', '#f0f7fb', '#01263d'), // ocean
  p('#606c38', '#dda15e', '#fefae0', '#7f7f3f', '#283618', '#bc6c25', '#fdf8e7', '#1a230f'), // olive grove
  p('#3d405b', '#e07a5f', '#f4f1de', '#81b29a', '#2c2f45', '#f2cc8f', '#f7f4e8', '#1c1d2b'), // terracotta
  p('#caf0f8', '#90e0ef', '#ffffff', '#48cae4', '#0077b6', '#ff8fab', '#f2fbfd', '#03045e'), // lagoon
  p('#22223b', '#9a8c98', '#f2e9e4', '#4a4e69', '#22223b', '#c9ada7', '#f7f1ee', '#101022'), // monsoon grey
  p('#ffcdb2', '#ffb4a2', '#fff6ec', '#e5989b', '#6d6875', '#b5838d', '#fff8f4', '#3a3640'), // peach
  p('#2d6a4f', '#b7e4c7', '#fff9db', '#40916c', '#081c15', '#ffd166', '#eef9f1', '#04100b'), // jungle
];

export const SKIN = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac', '#5c3a21', '#a56b46'];

export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A vertical gradient filling the frame (or a band of it). */
export function gradientRect(id: string, top: string, bottom: string, x: number, y: number, w: number, h: number): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>`;
}

/** A soft glow: a circle fading out, for suns, moons and lamps. */
export function glow(id: string, cx: number, cy: number, r: number, color: string, strength = 0.7): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#${id})"/>`;
}

/** A ridge of hills from x = 0 to w around height `base`, as a closed polygon down to the bottom. */
export function ridge(rand: Random, w: number, h: number, base: number, amplitude: number, steps = 9): string {
  const points = [`0,${h}`];
  for (let i = 0; i <= steps; i++) points.push(`${Math.round((w / steps) * i)},${Math.round(base - rand() * amplitude)}`);
  points.push(`${w},${h}`);
  return points.join(' ');
}

/** A small flock of birds as V strokes. */
export function birds(rand: Random, w: number, h: number, color: string): string {
  return Array.from({ length: 2 + Math.floor(rand() * 4) }, () => {
    const x = between(rand, 0.1, 0.9) * w;
    const y = between(rand, 0.08, 0.35) * h;
    const s = between(rand, 6, 12) * (h / 500);
    return `<path d="M${x - s},${y - s * 0.4} Q${x - s / 2},${y - s * 0.8} ${x},${y} Q${x + s / 2},${y - s * 0.8} ${x + s},${y - s * 0.4}" fill="none" stroke="${color}" stroke-width="${(2 * h) / 500}" stroke-linecap="round"/>`;
  }).join('');
}

/** A palm tree leaning a little, foot at (x, y). */
export function palm(x: number, y: number, height: number, lean: number, color: string): string {
  const topX = x + lean * height;
  const topY = y - height;
  const fronds = [-150, -120, -80, -40, -10, 20]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = topX + Math.cos(rad) * height * 0.45;
      const ey = topY + Math.sin(rad) * height * 0.22 + height * 0.12;
      return `<path d="M${topX},${topY} Q${(topX + ex) / 2},${topY - height * 0.12} ${ex.toFixed(1)},${ey.toFixed(1)}" stroke-width="${height * 0.05}"/>`;
    })
    .join('');
  return `<g fill="none" stroke="${color}" stroke-linecap="round"><path d="M${x},${y} Q${x + lean * height * 0.2},${y - height * 0.6} ${topX},${topY}" stroke-width="${height * 0.06}"/>${fronds}</g>`;
}
