import sharp from 'sharp';
import type { CategorySlug } from '../../shared/constants';
import { DRAWINGS, type PictureKind } from './item-drawings';
import type { Palette } from './shapes';

/**
 * Demo photos drawn locally (no downloads): a gradient backdrop and a drawing of the item's own
 * kind (item-drawings.ts), varied in colour and placement per photo, rendered from SVG by sharp.
 * No text, so nothing depends on installed fonts.
 */
const WIDTH = 800;
const HEIGHT = 600;

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

/** An identity document: a card with a portrait and lines (the demo owners' approved ID checks). */
const idCard = (p: Palette) =>
  `<rect x="-330" y="-210" width="660" height="420" rx="30" fill="#f8fafc"/>` +
  `<rect x="-330" y="-210" width="660" height="90" rx="30" fill="${p.a}"/>` +
  `<rect x="-280" y="-90" width="200" height="250" rx="16" fill="${p.l}"/>` +
  `<circle cx="-180" cy="-10" r="55" fill="${p.d}"/><path d="M-270 150 Q-180 40 -90 150 Z" fill="${p.d}"/>` +
  [-70, -10, 50, 110]
    .map((y) => `<rect x="-40" y="${y}" width="300" height="24" rx="12" fill="#cbd5e1"/>`)
    .join('');

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

/** A PNG photo of a demo item: `kind` says what it shows; `seed` varies colours and placement. */
export async function drawItemPhoto(
  picture: { kind: PictureKind | 'idCard'; category: CategorySlug },
  seed: number,
): Promise<Uint8Array> {
  const next = random(seed);
  const hue = (HUES[picture.category] + Math.round(next() * 40) - 20 + 360) % 360;
  const light = `hsl(${hue}, 70%, ${88 + Math.round(next() * 6)}%)`;
  const mid = `hsl(${(hue + 30) % 360}, 55%, ${72 + Math.round(next() * 8)}%)`;
  const palette: Palette = {
    a: `hsl(${(hue + Math.round(next() * 120)) % 360}, 75%, ${45 + Math.round(next() * 10)}%)`,
    d: `hsl(${hue}, 25%, ${16 + Math.round(next() * 8)}%)`,
    m: `hsl(215, 16%, ${72 + Math.round(next() * 10)}%)`,
    l: `hsl(${hue}, 70%, 80%)`,
  };
  const x = WIDTH / 2 + Math.round((next() - 0.5) * 60);
  const y = HEIGHT / 2 + Math.round((next() - 0.5) * 30);
  const scale = (0.86 + next() * 0.08) * (WIDTH / 1000);
  const tilt = Math.round((next() - 0.5) * 8);
  const drawing = picture.kind === 'idCard' ? idCard(palette) : DRAWINGS[picture.kind](palette);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
    <ellipse cx="${x}" cy="${y + 290 * scale}" rx="${420 * scale}" ry="${40 * scale}" fill="#000" opacity="0.12"/>
    <g transform="translate(${x} ${y}) rotate(${tilt}) scale(${scale.toFixed(3)})">${drawing}</g>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer());
}
