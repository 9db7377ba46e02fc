import sharp from 'sharp';
import type { CategorySlug } from '../../shared/constants';

/**
 * Demo photos drawn locally (no downloads): a gradient backdrop and a simple picture of the
 * category's kind of item, varied in colour and placement per item, rendered from SVG by sharp.
 * No text, so nothing depends on installed fonts.
 */
const WIDTH = 1000;
const HEIGHT = 750;

/** Base hue per category, so a category's items look related. */
const HUES: Record<CategorySlug, number> = {
  'power-tools': 32,
  generators: 48,
  'yard-equipment': 110,
  'party-supplies': 320,
  automotive: 210,
  photography: 260,
  'home-garden': 150,
  professional: 20,
};

function pictogram(category: CategorySlug, accent: string, dark: string): string {
  switch (category) {
    case 'power-tools':
      return `<rect x="-260" y="-150" width="380" height="170" rx="40" fill="${accent}"/>
        <rect x="-120" y="0" width="110" height="250" rx="30" fill="${dark}"/>
        <rect x="120" y="-110" width="90" height="90" rx="12" fill="${dark}"/>
        <rect x="210" y="-75" width="170" height="20" rx="8" fill="#d1d5db"/>
        <rect x="-150" y="230" width="170" height="70" rx="16" fill="${accent}"/>`;
    case 'generators':
      return `<rect x="-300" y="-180" width="600" height="340" rx="30" fill="${accent}"/>
        <rect x="-270" y="-150" width="540" height="280" rx="20" fill="none" stroke="${dark}" stroke-width="18"/>
        <polygon points="-30,-120 -110,20 -20,20 -60,130 90,-30 0,-30 40,-120" fill="#fde047"/>
        <circle cx="-200" cy="200" r="60" fill="${dark}"/><circle cx="200" cy="200" r="60" fill="${dark}"/>`;
    case 'yard-equipment':
      return `<rect x="-260" y="-20" width="420" height="150" rx="50" fill="${accent}"/>
        <line x1="120" y1="-10" x2="320" y2="-280" stroke="${dark}" stroke-width="26" stroke-linecap="round"/>
        <line x1="260" y1="-280" x2="380" y2="-280" stroke="${dark}" stroke-width="26" stroke-linecap="round"/>
        <circle cx="-190" cy="160" r="70" fill="${dark}"/><circle cx="90" cy="160" r="70" fill="${dark}"/>
        <path d="M-420 260 L-400 200 L-380 260 L-360 190 L-340 260 L-320 205 L-300 260 Z" fill="#16a34a"/>`;
    case 'party-supplies':
      return `<line x1="-150" y1="20" x2="-60" y2="320" stroke="${dark}" stroke-width="6"/>
        <line x1="60" y1="-40" x2="0" y2="320" stroke="${dark}" stroke-width="6"/>
        <line x1="230" y1="40" x2="80" y2="320" stroke="${dark}" stroke-width="6"/>
        <ellipse cx="-150" cy="-90" rx="110" ry="135" fill="${accent}"/>
        <ellipse cx="60" cy="-160" rx="110" ry="135" fill="#facc15"/>
        <ellipse cx="230" cy="-70" rx="110" ry="135" fill="#38bdf8"/>`;
    case 'automotive':
      return `<path d="M-380 80 L-330 -40 Q-300 -110 -200 -120 L150 -120 Q240 -115 300 -40 L380 20 L380 120 L-380 120 Z" fill="${accent}"/>
        <path d="M-230 -100 L-180 -40 L100 -40 L60 -100 Z" fill="#e0f2fe"/>
        <circle cx="-210" cy="130" r="80" fill="${dark}"/><circle cx="220" cy="130" r="80" fill="${dark}"/>
        <circle cx="-210" cy="130" r="30" fill="#d1d5db"/><circle cx="220" cy="130" r="30" fill="#d1d5db"/>`;
    case 'photography':
      return `<rect x="-320" y="-170" width="640" height="380" rx="50" fill="${dark}"/>
        <rect x="-220" y="-230" width="170" height="80" rx="20" fill="${dark}"/>
        <circle cx="0" cy="20" r="150" fill="${accent}"/>
        <circle cx="0" cy="20" r="95" fill="#111827"/>
        <circle cx="-35" cy="-15" r="28" fill="#e5e7eb" opacity="0.8"/>
        <rect x="200" y="-130" width="80" height="45" rx="10" fill="#fef08a"/>`;
    case 'home-garden':
      return `<polygon points="-300,-20 0,-280 300,-20" fill="${dark}"/>
        <rect x="-240" y="-30" width="480" height="320" fill="${accent}"/>
        <rect x="-60" y="110" width="120" height="180" rx="8" fill="${dark}"/>
        <rect x="-200" y="30" width="100" height="90" rx="6" fill="#e0f2fe"/>
        <rect x="100" y="30" width="100" height="90" rx="6" fill="#e0f2fe"/>`;
    case 'professional':
      return `<path d="M-300 60 A300 300 0 0 1 300 60 Z" fill="${accent}"/>
        <rect x="-380" y="50" width="760" height="60" rx="30" fill="${dark}"/>
        <rect x="-40" y="-240" width="80" height="300" rx="30" fill="${dark}" opacity="0.35"/>
        <rect x="-250" y="170" width="500" height="110" rx="18" fill="${dark}"/>
        <rect x="-210" y="195" width="420" height="22" rx="11" fill="#fbbf24"/>`;
  }
}

/** A small deterministic PRNG (mulberry32), so a seed always draws the same picture. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PNG photo of a demo item of this category; `seed` varies colours and placement. */
export async function drawItemPhoto(category: CategorySlug, seed: number): Promise<Uint8Array> {
  const next = random(seed);
  const hue = (HUES[category] + Math.round(next() * 40) - 20 + 360) % 360;
  const light = `hsl(${hue}, 70%, ${88 + Math.round(next() * 6)}%)`;
  const mid = `hsl(${(hue + 30) % 360}, 55%, ${72 + Math.round(next() * 8)}%)`;
  const accent = `hsl(${hue}, 75%, ${45 + Math.round(next() * 10)}%)`;
  const dark = `hsl(${hue}, 35%, ${18 + Math.round(next() * 8)}%)`;
  const x = WIDTH / 2 + Math.round((next() - 0.5) * 130);
  const y = HEIGHT / 2 + Math.round((next() - 0.5) * 60);
  const scale = 0.8 + next() * 0.35;
  const tilt = Math.round((next() - 0.5) * 14);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
    <ellipse cx="${x}" cy="${y + 250 * scale}" rx="${350 * scale}" ry="${42 * scale}" fill="#000" opacity="0.12"/>
    <g transform="translate(${x} ${y}) rotate(${tilt}) scale(${(scale * 0.83).toFixed(3)})">${pictogram(category, accent, dark)}</g>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer());
}
