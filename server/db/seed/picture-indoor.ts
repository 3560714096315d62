import { MAT_POSES, mat, person, personFromAbove } from './picture-figures.ts';
import { between, glow, gradientRect, type Palette, pick, type Random, SKIN } from './picture-kit.ts';

// Indoor scenes and still lifes: the shala, aerial hammocks, a closing circle from above, tea and
// singing bowls, a mandala, an online class and a kids class.

type Scene = (rand: Random, c: Palette, w: number, h: number) => string;

/** Back wall with tall windows and light falling on a plank floor; returns the floor line too. */
function room(rand: Random, c: Palette, w: number, h: number) {
  const floor = h * between(rand, 0.62, 0.7);
  const count = 2 + Math.floor(rand() * 3);
  const windows = Array.from({ length: count }, (_, i) => {
    const ww = (w / count) * 0.45;
    const x = (w / count) * (i + 0.5) - ww / 2;
    const top = h * 0.12;
    const bottom = floor - h * 0.08;
    return `<rect x="${x}" y="${top}" width="${ww}" height="${bottom - top}" fill="${c.skyBottom}" opacity="0.9"/><line x1="${x + ww / 2}" y1="${top}" x2="${x + ww / 2}" y2="${bottom}" stroke="${c.light}" stroke-width="${w * 0.004}"/><polygon points="${x},${bottom} ${x + ww},${bottom} ${x + ww * 1.6},${h} ${x + ww * 0.4},${h}" fill="${c.light}" opacity="0.18"/>`;
  }).join('');
  const planks = Array.from({ length: 12 }, (_, i) => {
    const x = (w / 11) * i;
    return `<line x1="${w / 2 + (x - w / 2) * 0.55}" y1="${floor}" x2="${w / 2 + (x - w / 2) * 1.6}" y2="${h}" stroke="${c.dark}" stroke-width="1" opacity="0.25"/>`;
  }).join('');
  const plant = (x: number) =>
    `<polygon points="${x - w * 0.025},${floor} ${x + w * 0.025},${floor} ${x + w * 0.018},${floor - h * 0.08} ${x - w * 0.018},${floor - h * 0.08}" fill="${c.accent}"/>` +
    [-40, -15, 10, 35]
      .map(
        (a) =>
          `<ellipse cx="${x}" cy="${floor - h * 0.17}" rx="${w * 0.012}" ry="${h * 0.1}" fill="${c.near}" transform="rotate(${a} ${x} ${floor - h * 0.08})"/>`,
      )
      .join('');
  const body = [
    gradientRect('wall', c.light, c.sun, 0, 0, w, floor),
    windows,
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="${c.accent}" opacity="0.55"/>`,
    planks,
    plant(w * 0.05),
    rand() < 0.5 ? plant(w * 0.95) : '',
  ].join('');
  return { floor, body };
}

export const studio: Scene = (rand, c, w, h) => {
  const { floor, body } = room(rand, c, w, h);
  const count = 3 + Math.floor(rand() * 3);
  const y = floor + (h - floor) * 0.55;
  const people = Array.from({ length: count }, (_, i) => {
    const x = w * (0.14 + (0.72 * (i + 0.5)) / count);
    return mat(x, y, h * 0.2, pick(rand, [c.far, c.near, c.skyTop])) + person(pick(rand, MAT_POSES), x, y, h * 0.3, c.dark, i % 2 === 0);
  }).join('');
  return body + people;
};

export const aerial: Scene = (rand, c, w, h) => {
  const { body } = room(rand, c, w, h);
  const count = 2 + Math.floor(rand() * 2);
  const hammocks = Array.from({ length: count }, (_, i) => {
    const x = w * (0.2 + (0.6 * (i + 0.5)) / count);
    const seat = h * between(rand, 0.5, 0.6);
    const silk = pick(rand, [c.skyTop, c.accent, c.far]);
    return `<path d="M${x - w * 0.03},0 L${x - w * 0.02},${seat} Q${x},${seat + h * 0.05} ${x + w * 0.02},${seat} L${x + w * 0.03},0" fill="${silk}" opacity="0.75"/>${person(rand() < 0.6 ? 'inverted' : 'seated', x, seat + h * (rand() < 0.6 ? 0.3 : 0.02), h * 0.3, c.dark)}`;
  }).join('');
  return `${body}<rect width="${w}" height="${h * 0.03}" fill="${c.dark}"/>${hammocks}`;
};

export const circle: Scene = (rand, c, w, h) => {
  const cx = w / 2;
  const cy = h / 2;
  const count = 6 + Math.floor(rand() * 5);
  const r = h * 0.34;
  const people = Array.from({ length: count }, (_, i) => {
    const a = (360 / count) * i;
    const rad = (a * Math.PI) / 180;
    const x = cx + Math.cos(rad) * r;
    const y = cy + Math.sin(rad) * r;
    const matAt = `<rect x="${x - h * 0.06}" y="${y - h * 0.11}" width="${h * 0.12}" height="${h * 0.22}" rx="${h * 0.02}" fill="${pick(rand, [c.accent, c.skyTop, c.far])}" transform="rotate(${a + 90} ${x} ${y})"/>`;
    return matAt + personFromAbove(x, y, h * 0.14, a - 90, pick(rand, [c.near, c.dark, c.far]), pick(rand, SKIN));
  }).join('');
  const petals = Array.from(
    { length: 8 },
    (_, i) => `<ellipse cx="${cx}" cy="${cy - h * 0.05}" rx="${h * 0.018}" ry="${h * 0.05}" fill="${c.sun}" transform="rotate(${i * 45} ${cx} ${cy})"/>`,
  ).join('');
  return [
    `<defs><radialGradient id="floor"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.accent}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#floor)"/>`,
    people,
    petals,
    `<circle cx="${cx}" cy="${cy}" r="${h * 0.025}" fill="${c.dark}"/>`,
    glow('flame', cx, cy, h * 0.09, c.sun, 0.6),
  ].join('');
};

export const stillLife: Scene = (rand, c, w, h) => {
  const table = h * 0.66;
  const potX = w * between(rand, 0.25, 0.4);
  const teapot = `<ellipse cx="${potX}" cy="${table - h * 0.12}" rx="${h * 0.16}" ry="${h * 0.13}" fill="${c.far}"/><rect x="${potX - h * 0.05}" y="${table - h * 0.29}" width="${h * 0.1}" height="${h * 0.05}" rx="${h * 0.02}" fill="${c.near}"/><path d="M${potX + h * 0.14},${table - h * 0.12} Q${potX + h * 0.26},${table - h * 0.14} ${potX + h * 0.28},${table - h * 0.24}" stroke="${c.far}" stroke-width="${h * 0.03}" fill="none" stroke-linecap="round"/><path d="M${potX - h * 0.15},${table - h * 0.2} Q${potX - h * 0.26},${table - h * 0.12} ${potX - h * 0.15},${table - h * 0.05}" stroke="${c.near}" stroke-width="${h * 0.02}" fill="none"/>`;
  const cups = [0, 1]
    .map((i) => {
      const x = potX + h * (0.42 + i * 0.2);
      return `<path d="M${x - h * 0.06},${table - h * 0.1} L${x + h * 0.06},${table - h * 0.1} L${x + h * 0.045},${table} L${x - h * 0.045},${table} Z" fill="${c.light}" stroke="${c.dark}" stroke-width="1"/><path d="M${x - h * 0.02},${table - h * 0.13} q${h * 0.02},-${h * 0.04} 0,-${h * 0.08}" stroke="${c.dark}" stroke-width="2" fill="none" opacity="0.4"/>`;
    })
    .join('');
  const bowlX = w * between(rand, 0.7, 0.82);
  const bowl = `<path d="M${bowlX - h * 0.12},${table - h * 0.1} Q${bowlX},${table + h * 0.06} ${bowlX + h * 0.12},${table - h * 0.1} Z" fill="${c.accent}"/><ellipse cx="${bowlX}" cy="${table - h * 0.1}" rx="${h * 0.12}" ry="${h * 0.02}" fill="${c.sun}"/>`;
  const candleX = w * 0.9;
  const candle = `<rect x="${candleX - h * 0.025}" y="${table - h * 0.14}" width="${h * 0.05}" height="${h * 0.14}" fill="${c.light}"/>${glow('flame', candleX, table - h * 0.18, h * 0.1, c.sun, 0.8)}<ellipse cx="${candleX}" cy="${table - h * 0.175}" rx="${h * 0.01}" ry="${h * 0.025}" fill="${c.accent}"/>`;
  const leaves = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="${w * 0.1}" cy="${table - h * 0.2}" rx="${w * 0.012}" ry="${h * 0.14}" fill="${c.near}" transform="rotate(${-50 + i * 25} ${w * 0.1} ${table - h * 0.06})"/>`,
  ).join('');
  return [
    gradientRect('wall', c.skyBottom, c.light, 0, 0, w, table),
    `<rect y="${table}" width="${w}" height="${h - table}" fill="${c.dark}" opacity="0.85"/>`,
    leaves,
    `<rect x="${w * 0.075}" y="${table - h * 0.08}" width="${w * 0.05}" height="${h * 0.08}" fill="${c.accent}"/>`,
    teapot,
    cups,
    bowl,
    candle,
  ].join('');
};

export const mandala: Scene = (rand, c, w, h) => {
  const cx = w * between(rand, 0.35, 0.65);
  const cy = h / 2;
  const rings = [0.42, 0.32, 0.22, 0.12].map((r, ring) => {
    const count = 8 + ring * 4 + Math.floor(rand() * 4);
    const color = [c.accent, c.sun, c.skyTop, c.light][ring];
    return Array.from(
      { length: count },
      (_, i) =>
        `<ellipse cx="${cx}" cy="${cy - h * r}" rx="${h * 0.03 * (4 - ring * 0.6)}" ry="${h * 0.07}" fill="${color}" opacity="0.85" transform="rotate(${(360 / count) * i} ${cx} ${cy})"/>`,
    ).join('');
  });
  const dots = Array.from(
    { length: 24 },
    (_, i) => `<circle cx="${cx}" cy="${cy - h * 0.47}" r="${h * 0.008}" fill="${c.light}" transform="rotate(${i * 15} ${cx} ${cy})"/>`,
  ).join('');
  return [
    `<rect width="${w}" height="${h}" fill="${c.dark}"/>`,
    glow('bg', cx, cy, h * 0.6, c.far, 0.9),
    ...rings,
    dots,
    `<circle cx="${cx}" cy="${cy}" r="${h * 0.05}" fill="${c.sun}"/>`,
  ].join('');
};

export const online: Scene = (rand, c, w, h) => {
  const desk = h * 0.72;
  const lx = w * between(rand, 0.3, 0.45);
  const sw = h * 0.62;
  const sh = h * 0.4;
  const screen = `<rect x="${lx}" y="${desk - sh - h * 0.03}" width="${sw}" height="${sh}" rx="${h * 0.02}" fill="${c.dark}"/><rect x="${lx + h * 0.02}" y="${desk - sh - h * 0.01}" width="${sw - h * 0.04}" height="${sh - h * 0.04}" fill="${c.skyBottom}"/>${mat(lx + sw / 2, desk - h * 0.1, sh * 0.5, c.accent)}${person(pick(rand, MAT_POSES), lx + sw / 2, desk - h * 0.1, sh * 0.6, c.dark)}<polygon points="${lx - h * 0.04},${desk} ${lx + sw + h * 0.04},${desk} ${lx + sw},${desk - h * 0.03} ${lx},${desk - h * 0.03}" fill="${c.near}"/>`;
  const mugX = lx + sw + w * 0.08;
  const mug = `<rect x="${mugX}" y="${desk - h * 0.1}" width="${h * 0.07}" height="${h * 0.1}" rx="${h * 0.01}" fill="${c.accent}"/><path d="M${mugX + h * 0.07},${desk - h * 0.08} q${h * 0.04},${h * 0.02} 0,${h * 0.05}" stroke="${c.accent}" stroke-width="${h * 0.012}" fill="none"/>`;
  return [gradientRect('wall', c.light, c.skyBottom, 0, 0, w, desk), `<rect y="${desk}" width="${w}" height="${h - desk}" fill="${c.far}"/>`, screen, mug].join(
    '',
  );
};

export const kids: Scene = (rand, c, w, h) => {
  const { floor, body } = room(rand, c, w, h);
  const flags = Array.from({ length: 12 }, (_, i) => {
    const x = (w / 12) * i;
    return `<polygon points="${x},${h * 0.06} ${x + w / 12},${h * 0.06} ${x + w / 24},${h * 0.14}" fill="${pick(rand, [c.accent, c.sun, c.skyTop, c.far])}"/>`;
  }).join('');
  const y = floor + (h - floor) * 0.6;
  const children = Array.from({ length: 5 }, (_, i) => {
    const x = w * (0.12 + 0.19 * i);
    const adult = i === 2;
    return (
      mat(x, y, h * (adult ? 0.2 : 0.14), pick(rand, [c.accent, c.skyTop, c.far])) +
      person(
        pick(rand, ['tree', 'armsUp', 'boat', 'warrior'] as const),
        x,
        y,
        h * (adult ? 0.32 : 0.2),
        adult ? c.dark : pick(rand, [c.near, c.far, c.dark]),
        rand() < 0.5,
      )
    );
  }).join('');
  return body + flags + children;
};
