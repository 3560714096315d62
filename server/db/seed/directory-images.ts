import sharp from 'sharp';
import { aerial, circle, kids, mandala, online, stillLife, studio } from './picture-indoor.ts';
import { between, PALETTES, pick, random, SKIN, svg } from './picture-kit.ts';
import { beach, city, garden, jungle, mountains, night, temple } from './picture-outdoor.ts';

// Demo pictures drawn locally at seed time (nothing downloaded): fourteen scenes, fourteen palettes and
// a seeded random layout, so no two listings share a picture. Captions describe what a scene shows.

const SCENES = { mountains, beach, jungle, city, temple, garden, night, studio, aerial, circle, stillLife, mandala, online, kids };
export type SceneName = keyof typeof SCENES;
export const SCENE_NAMES = Object.keys(SCENES) as SceneName[];

/** A scene in a palette picked by the seed. */
export function pictureSvg(scene: SceneName, seed: number, w: number, h: number): string {
  const rand = random(seed * 7919 + SCENE_NAMES.indexOf(scene));
  return svg(w, h, SCENES[scene](rand, PALETTES[(seed * 5 + SCENE_NAMES.indexOf(scene) * 3) % PALETTES.length], w, h));
}

/** What a gallery or event picture of each scene shows, as a school would caption it. */
export const CAPTIONS: Record<SceneName, string[]> = {
  mountains: ['Sunrise practice above the valley', 'Hiking day: a pause on the ridge', 'Morning salutations facing the peaks'],
  beach: ['Sunset flow on the beach', 'Morning practice by the water', 'Free afternoon at the sea'],
  jungle: ['The open-air shala among the trees', 'Rain on the roof during pranayama', 'Our practice platform in the garden'],
  city: ['Rooftop class after work', 'Evening practice over the city lights', 'Summer sessions on the terrace'],
  temple: ['Quiet sitting by the temple pond', 'Early meditation before the gates open', 'Visit to the old temple on Sunday'],
  garden: ['Balance poses in the garden', 'Outdoor class under the trees', 'Practising among the flowers in spring'],
  night: ['Candle meditation on the last night', 'Evening silence under the stars', 'Night sitting before the full moon'],
  studio: ['Morning class in the main hall', 'Teaching practice in week three', 'Alignment workshop in the studio'],
  aerial: ['Inversions in the aerial hammocks', 'Aerial flow for beginners', 'Silks and hammocks ready for class'],
  circle: ['Closing circle on graduation day', 'Sharing circle after the first week', 'Group meditation in a circle'],
  stillLife: ['Chai and singing bowls after practice', 'Herbal tea between the lectures', 'The reading corner of the library'],
  mandala: ['Mandala painted by this year’s trainees', 'Chanting session: our mandala wall', 'The mandala at the centre of the hall'],
  online: ['Live online lecture on anatomy', 'Practising with the group online', 'Philosophy seminar on video'],
  kids: ['Kids class: tree and boat poses', 'Family yoga on Saturday morning', 'Storytelling yoga with the little ones'],
};

export const captionFor = (scene: SceneName, seed: number) => CAPTIONS[scene][seed % CAPTIONS[scene].length];

/** A drawn portrait: shoulders, face and one of several hair styles, on a soft background. */
export function portraitSvg(seed: number): string {
  const rand = random(seed * 104729 + 11);
  const c = PALETTES[(seed * 3) % PALETTES.length];
  const skin = pick(rand, SKIN);
  const hair = pick(rand, ['#1b1b1b', '#3b2314', '#6b4226', '#a0522d', '#d9c3a5', '#8d8d8d']);
  const top = `<path d="M136,190 Q134,108 200,102 Q266,108 264,190 Q252,150 200,146 Q148,150 136,190 Z" fill="${hair}"/>`;
  // Hair drawn behind the shoulders, then over the head: short, long, bun, beard, ponytail.
  const styles: Array<[string, string]> = [
    ['', top],
    [`<ellipse cx="200" cy="220" rx="88" ry="118" fill="${hair}"/>`, top],
    ['', `<circle cx="200" cy="92" r="30" fill="${hair}"/>${top}`],
    ['', `<path d="M146,222 Q200,300 254,222 Q244,276 200,282 Q156,276 146,222 Z" fill="${hair}"/>`],
    ['', `${top}<path d="M258,160 Q300,200 276,262" stroke="${hair}" stroke-width="22" fill="none" stroke-linecap="round"/>`],
  ];
  const [behind, front] = pick(rand, styles);
  const clothes = pick(rand, [c.accent, c.far, c.near, c.skyTop]);
  const smile = between(rand, 8, 14).toFixed(0);
  return svg(
    400,
    400,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.skyBottom}"/></linearGradient></defs><rect width="400" height="400" fill="url(#bg)"/>${behind}` +
      `<path d="M70,400 Q80,300 200,290 Q320,300 330,400 Z" fill="${clothes}"/><rect x="178" y="240" width="44" height="60" rx="18" fill="${skin}"/><ellipse cx="200" cy="190" rx="64" ry="80" fill="${skin}"/>${front}` +
      `<path d="M170,192 q10,8 20,0 M210,192 q10,8 20,0" stroke="#3a2a20" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M184,228 q16,${smile} 32,0" stroke="#8a3b32" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
}

/** A school's emblem: a sun, lotus or mountain sign over its initials. */
export function logoSvg(seed: number, initials: string): string {
  const c = PALETTES[(seed * 11 + 4) % PALETTES.length];
  const signs = [
    Array.from({ length: 12 }, (_, i) => `<rect x="196" y="62" width="8" height="34" rx="4" fill="${c.sun}" transform="rotate(${i * 30} 200 150)"/>`).join('') +
      `<circle cx="200" cy="150" r="42" fill="${c.sun}"/>`,
    [-60, -30, 0, 30, 60].map((a) => `<ellipse cx="200" cy="118" rx="20" ry="52" fill="${c.sun}" opacity="0.9" transform="rotate(${a} 200 170)"/>`).join(''),
    `<polygon points="110,200 170,100 205,160 235,120 290,200" fill="${c.sun}"/><circle cx="250" cy="90" r="18" fill="${c.light}"/>`,
  ];
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${c.dark}"/><circle cx="200" cy="200" r="180" fill="${c.far}" opacity="0.6"/>${signs[seed % signs.length]}<text x="200" y="300" font-family="sans-serif" font-size="86" font-weight="700" fill="${c.light}" text-anchor="middle">${initials}</text>`,
  );
}

/** WebP at a low encoder effort: about half the time of the default, for the same look. */
export const toWebp = (picture: string, quality = 74) => sharp(Buffer.from(picture)).webp({ quality, effort: 2 }).toBuffer();
