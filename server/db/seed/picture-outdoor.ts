import { MAT_POSES, mat, person } from './picture-figures.ts';
import { between, birds, glow, gradientRect, type Palette, palm, pick, type Random, ridge } from './picture-kit.ts';

// Outdoor scenes for covers, galleries and events: each draws its own landscape with people practising.

type Scene = (rand: Random, c: Palette, w: number, h: number) => string;

/** One to three people on mats along a line, in different poses. */
function practitioners(rand: Random, c: Palette, w: number, y: number, size: number, count: number, from = 0.15, to = 0.85): string {
  return Array.from({ length: count }, (_, i) => {
    const x = w * (count === 1 ? between(rand, from, to) : from + ((to - from) * (i + 0.5)) / count);
    return mat(x, y, size * 0.9, c.accent) + person(pick(rand, MAT_POSES), x, y, size, c.dark, rand() < 0.5);
  }).join('');
}

export const mountains: Scene = (rand, c, w, h) => {
  const sun = { x: w * between(rand, 0.2, 0.8), y: h * between(rand, 0.25, 0.45) };
  const clouds = Array.from(
    { length: 3 },
    () =>
      `<ellipse cx="${(rand() * w).toFixed(0)}" cy="${(h * between(rand, 0.1, 0.3)).toFixed(0)}" rx="${(w * between(rand, 0.06, 0.12)).toFixed(0)}" ry="${(h * 0.025).toFixed(0)}" fill="${c.light}" opacity="0.55"/>`,
  ).join('');
  return [
    gradientRect('sky', c.skyTop, c.skyBottom, 0, 0, w, h),
    glow('sun', sun.x, sun.y, h * 0.35, c.sun),
    `<circle cx="${sun.x}" cy="${sun.y}" r="${h * 0.09}" fill="${c.sun}"/>`,
    clouds,
    birds(rand, w, h, c.dark),
    `<polygon points="${ridge(rand, w, h, h * 0.58, h * 0.25, 6)}" fill="${c.far}" opacity="0.5"/>`,
    `<polygon points="${ridge(rand, w, h, h * 0.7, h * 0.16)}" fill="${c.far}" opacity="0.85"/>`,
    `<polygon points="${ridge(rand, w, h, h * 0.86, h * 0.05, 5)}" fill="${c.near}"/>`,
    practitioners(rand, c, w, h * 0.9, h * 0.28, 1 + Math.floor(rand() * 2)),
  ].join('');
};

export const beach: Scene = (rand, c, w, h) => {
  const horizon = h * between(rand, 0.5, 0.6);
  const sunX = w * between(rand, 0.25, 0.75);
  const waves = Array.from({ length: 7 }, (_, i) => {
    const y = horizon + ((h * 0.22) / 7) * (i + 0.5);
    const x = rand() * w * 0.8;
    return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x + w * between(rand, 0.08, 0.2)).toFixed(0)}" y2="${y.toFixed(0)}" stroke="${c.light}" stroke-width="${h * 0.006}" opacity="0.5" stroke-linecap="round"/>`;
  }).join('');
  const sand = `<path d="M0,${h * 0.8} Q${w * 0.5},${h * 0.72} ${w},${h * 0.82} L${w},${h} L0,${h} Z" fill="${c.light}"/>`;
  const left = rand() < 0.5;
  return [
    gradientRect('sky', c.skyTop, c.skyBottom, 0, 0, w, horizon),
    glow('sun', sunX, horizon, h * 0.4, c.sun, 0.8),
    `<circle cx="${sunX}" cy="${horizon}" r="${h * 0.1}" fill="${c.sun}"/>`,
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${c.far}"/>`,
    `<rect x="${sunX - w * 0.05}" y="${horizon}" width="${w * 0.1}" height="${h * 0.2}" fill="${c.sun}" opacity="0.25"/>`,
    waves,
    sand,
    palm(left ? w * 0.08 : w * 0.92, h * 0.86, h * 0.7, left ? 0.15 : -0.15, c.near),
    rand() < 0.6 ? palm(left ? w * 0.17 : w * 0.83, h * 0.84, h * 0.5, left ? 0.25 : -0.25, c.near) : '',
    practitioners(rand, c, w, h * 0.92, h * 0.26, 1 + Math.floor(rand() * 3), 0.3, 0.75),
  ].join('');
};

export const jungle: Scene = (rand, c, w, h) => {
  const leaves = (count: number, color: string, opacity: number, yFrom: number, yTo: number) =>
    Array.from({ length: count }, () => {
      const x = rand() * w;
      const y = h * between(rand, yFrom, yTo);
      const r = h * between(rand, 0.08, 0.2);
      return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(r * 0.45).toFixed(0)}" ry="${r.toFixed(0)}" fill="${color}" opacity="${opacity}" transform="rotate(${(between(rand, -60, 60)).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
    }).join('');
  const floor = h * 0.82;
  const left = w * between(rand, 0.25, 0.4);
  const right = left + w * 0.38;
  const roof = `<polygon points="${left - w * 0.05},${h * 0.42} ${(left + right) / 2},${h * 0.2} ${right + w * 0.05},${h * 0.42}" fill="${c.dark}"/>`;
  const posts = [left, right]
    .map((x) => `<rect x="${x - w * 0.006}" y="${h * 0.42}" width="${w * 0.012}" height="${floor - h * 0.42}" fill="${c.dark}"/>`)
    .join('');
  const inside = Array.from({ length: 3 }, (_, i) => {
    const x = left + ((right - left) * (i + 0.5)) / 3;
    return mat(x, floor, h * 0.16, c.accent) + person(pick(rand, MAT_POSES), x, floor, h * 0.2, c.dark, i % 2 === 1);
  }).join('');
  return [
    gradientRect('sky', c.skyTop, c.skyBottom, 0, 0, w, h),
    leaves(14, c.far, 0.6, 0, 0.7),
    leaves(10, c.near, 0.8, 0, 0.5),
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="${c.near}"/>`,
    `<rect x="${left - w * 0.03}" y="${floor}" width="${right - left + w * 0.06}" height="${h * 0.03}" fill="${c.dark}"/>`,
    roof,
    posts,
    inside,
    leaves(8, c.near, 0.95, 0.85, 1.05),
  ].join('');
};

export const city: Scene = (rand, c, w, h) => {
  const roofline = h * 0.8;
  let x = 0;
  const blocks: string[] = [];
  while (x < w) {
    const bw = w * between(rand, 0.05, 0.11);
    const top = h * between(rand, 0.18, 0.6);
    const windows = [];
    for (let wy = top + h * 0.04; wy < roofline - h * 0.04; wy += h * 0.06)
      for (let wx = x + bw * 0.15; wx < x + bw * 0.8; wx += bw * 0.25)
        if (rand() < 0.45)
          windows.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="${(bw * 0.12).toFixed(0)}" height="${(h * 0.025).toFixed(0)}" fill="${c.sun}" opacity="0.8"/>`,
          );
    blocks.push(
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${(bw + 1).toFixed(0)}" height="${(roofline - top).toFixed(0)}" fill="${rand() < 0.5 ? c.far : c.near}"/>${windows.join('')}`,
    );
    x += bw;
  }
  const moon = { x: w * between(rand, 0.1, 0.9), y: h * between(rand, 0.1, 0.25) };
  return [
    gradientRect('sky', c.skyTop, c.skyBottom, 0, 0, w, h),
    glow('moon', moon.x, moon.y, h * 0.2, c.sun, 0.5),
    `<circle cx="${moon.x}" cy="${moon.y}" r="${h * 0.05}" fill="${c.sun}"/>`,
    blocks.join(''),
    `<rect y="${roofline}" width="${w}" height="${h - roofline}" fill="${c.dark}"/>`,
    `<line x1="0" y1="${roofline - h * 0.06}" x2="${w}" y2="${roofline - h * 0.06}" stroke="${c.light}" stroke-width="${h * 0.006}" opacity="0.6"/>`,
    practitioners(rand, { ...c, dark: c.light }, w, h * 0.94, h * 0.24, 2 + Math.floor(rand() * 2)),
  ].join('');
};

export const temple: Scene = (rand, c, w, h) => {
  const water = h * 0.7;
  const cx = w * between(rand, 0.3, 0.7);
  const tiers = 3 + Math.floor(rand() * 3);
  const tierH = (h * 0.42) / tiers;
  const pagoda = Array.from({ length: tiers }, (_, i) => {
    const y = water - tierH * (i + 1);
    const half = w * 0.11 * (1 - i / (tiers + 1));
    return `<polygon points="${cx - half * 1.25},${y + tierH * 0.35} ${cx - half},${y + tierH * 0.2} ${cx + half},${y + tierH * 0.2} ${cx + half * 1.25},${y + tierH * 0.35} ${cx + half * 0.85},${y + tierH} ${cx - half * 0.85},${y + tierH}" fill="${c.dark}"/>`;
  }).join('');
  const spire = `<rect x="${cx - w * 0.004}" y="${water - tierH * tiers - h * 0.08}" width="${w * 0.008}" height="${h * 0.08}" fill="${c.dark}"/>`;
  const building = pagoda + spire;
  const pads = Array.from(
    { length: 6 },
    () =>
      `<ellipse cx="${(rand() * w).toFixed(0)}" cy="${(water + h * between(rand, 0.08, 0.28)).toFixed(0)}" rx="${(w * 0.03).toFixed(0)}" ry="${(h * 0.012).toFixed(0)}" fill="${c.near}" opacity="0.8"/>`,
  ).join('');
  const pierX = cx < w / 2 ? w * 0.75 : w * 0.25;
  return [
    gradientRect('sky', c.skyTop, c.skyBottom, 0, 0, w, water),
    glow('sun', w * between(rand, 0.1, 0.9), h * 0.3, h * 0.3, c.sun, 0.6),
    `<polygon points="${ridge(rand, w, water, water * 0.82, h * 0.12, 5)}" fill="${c.far}" opacity="0.5"/>`,
    building,
    `<rect y="${water}" width="${w}" height="${h - water}" fill="${c.far}"/>`,
    `<g transform="translate(0 ${2 * water}) scale(1 -1)" opacity="0.25">${building}</g>`,
    pads,
    `<rect x="${pierX - w * 0.09}" y="${h * 0.86}" width="${w * 0.18}" height="${h * 0.02}" fill="${c.dark}"/>`,
    person('seated', pierX, h * 0.86, h * 0.2, c.dark),
  ].join('');
};

export const garden: Scene = (rand, c, w, h) => {
  const ground = h * 0.68;
  const trees = Array.from({ length: 5 }, () => {
    const x = rand() * w;
    const r = h * between(rand, 0.1, 0.18);
    return `<rect x="${x - r * 0.08}" y="${ground - r * 1.6}" width="${r * 0.16}" height="${r * 1.6}" fill="${c.dark}"/><circle cx="${x}" cy="${ground - r * 1.7}" r="${r}" fill="${c.near}" opacity="0.9"/>`;
  }).join('');
  const flowers = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(rand() * w).toFixed(0)}" cy="${(ground + rand() * (h - ground)).toFixed(0)}" r="${(h * between(rand, 0.004, 0.01)).toFixed(1)}" fill="${pick(rand, [c.accent, c.sun, c.light])}"/>`,
  ).join('');
  return [
    gradientRect('sky', c.skyTop, c.skyBottom, 0, 0, w, ground),
    `<polygon points="${ridge(rand, w, ground, ground * 0.85, h * 0.1, 4)}" fill="${c.far}" opacity="0.6"/>`,
    trees,
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${c.far}"/>`,
    `<path d="M${w * 0.45},${h} Q${w * 0.5},${ground + h * 0.1} ${w * 0.55},${ground}" stroke="${c.light}" stroke-width="${w * 0.05}" fill="none" opacity="0.6"/>`,
    flowers,
    practitioners(rand, c, w, h * 0.93, h * 0.3, 2, 0.2, 0.8),
  ].join('');
};

export const night: Scene = (rand, c, w, h) => {
  const stars = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h * 0.6).toFixed(0)}" r="${between(rand, 0.5, 1.8).toFixed(1)}" fill="#fff" opacity="${between(rand, 0.3, 0.9).toFixed(2)}"/>`,
  ).join('');
  const moon = { x: w * between(rand, 0.15, 0.85), y: h * between(rand, 0.15, 0.3), r: h * 0.07 };
  const x = w * between(rand, 0.3, 0.7);
  return [
    gradientRect('sky', '#05070f', c.skyTop === '#0b132b' ? c.skyBottom : c.far, 0, 0, w, h),
    stars,
    `<circle cx="${moon.x}" cy="${moon.y}" r="${moon.r}" fill="#fdf6d8"/><circle cx="${moon.x + moon.r * 0.45}" cy="${moon.y - moon.r * 0.2}" r="${moon.r}" fill="#05070f" opacity="0.92"/>`,
    `<polygon points="${ridge(rand, w, h, h * 0.78, h * 0.1, 6)}" fill="#0a0f1f"/>`,
    glow('halo', x, h * 0.8, h * 0.3, c.accent, 0.5),
    person('seated', x, h * 0.9, h * 0.26, '#0a0f1f'),
  ].join('');
};
