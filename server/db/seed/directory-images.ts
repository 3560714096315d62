import sharp from 'sharp';

// Demo pictures drawn locally (nothing downloaded): landscapes, lotus shapes and portraits in warm palettes.
const PALETTES = [
  ['#ff971b', '#f6c667', '#263498', '#1b2470'],
  ['#f58f7c', '#f2d0a4', '#2a6f97', '#013a63'],
  ['#9bc53d', '#e8f1b0', '#2f6f4f', '#183a2a'],
  ['#c779d0', '#feac5e', '#4bc0c8', '#28536b'],
  ['#ffb347', '#ffe29a', '#6a4c93', '#3d2c5e'],
  ['#ef8354', '#f7d6bf', '#4f5d75', '#2d3142'],
  ['#7dd3c0', '#f1faee', '#1d3557', '#0b1d33'],
  ['#e76f51', '#f4a261', '#264653', '#132a31'],
];

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ridge(rand: () => number, w: number, h: number, base: number, amp: number) {
  const points: string[] = [`0,${h}`];
  const steps = 8;
  for (let i = 0; i <= steps; i++) points.push(`${Math.round((w / steps) * i)},${Math.round(base - rand() * amp)}`);
  points.push(`${w},${h}`);
  return points.join(' ');
}

/** A landscape: sky, sun, three mountain ridges and a seated figure. */
export function landscapeSvg(seed: number, w: number, h: number): string {
  const rand = random(seed);
  const [sun, sky, far, near] = PALETTES[seed % PALETTES.length];
  const sx = Math.round(w * (0.2 + rand() * 0.6));
  const figureX = Math.round(w * (0.15 + rand() * 0.7));
  const figureY = Math.round(h * 0.86);
  const s = h / 500;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${sun}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sx}" cy="${Math.round(h * 0.42)}" r="${Math.round(h * 0.16)}" fill="#fff8e7" opacity="0.85"/>
<polygon points="${ridge(rand, w, h, h * 0.62, h * 0.22)}" fill="${far}" opacity="0.55"/>
<polygon points="${ridge(rand, w, h, h * 0.74, h * 0.16)}" fill="${far}" opacity="0.8"/>
<polygon points="${ridge(rand, w, h, h * 0.88, h * 0.08)}" fill="${near}"/>
<g fill="${near}" transform="translate(${figureX},${figureY}) scale(${s})">
<circle cx="0" cy="-118" r="16"/><path d="M-22,-98 Q0,-106 22,-98 L30,-40 Q0,-30 -30,-40 Z"/>
<path d="M-70,-20 Q-40,-48 -26,-40 L26,-40 Q40,-48 70,-20 Q0,0 -70,-20 Z"/></g>
</svg>`;
}

/** A lotus or a pattern of circles, for gallery variety. */
export function lotusSvg(seed: number, w: number, h: number): string {
  const rand = random(seed * 7 + 3);
  const [a, b, c, d] = PALETTES[seed % PALETTES.length];
  const cx = w / 2;
  const cy = h * 0.62;
  const petals = Array.from({ length: 9 }, (_, i) => {
    const angle = -80 + i * 20;
    return `<ellipse cx="${cx}" cy="${cy - h * 0.16}" rx="${h * 0.06}" ry="${h * 0.2}" fill="${i % 2 ? a : b}" opacity="0.9" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
  const dots = Array.from({ length: 14 }, () => `<circle cx="${Math.round(rand() * w)}" cy="${Math.round(rand() * h * 0.5)}" r="${Math.round(4 + rand() * 18)}" fill="#fff" opacity="${(0.15 + rand() * 0.3).toFixed(2)}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${d}"/><rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${c}"/>${dots}${petals}<ellipse cx="${cx}" cy="${cy + h * 0.04}" rx="${h * 0.3}" ry="${h * 0.05}" fill="${c}" opacity="0.8"/></svg>`;
}

/** A portrait placeholder: initials on a gradient. */
export function portraitSvg(seed: number, initials: string): string {
  const [a, , c] = PALETTES[seed % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><text x="50%" y="54%" font-family="sans-serif" font-size="150" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${initials}</text></svg>`;
}

export const toWebp = (svg: string, quality = 74) => sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
