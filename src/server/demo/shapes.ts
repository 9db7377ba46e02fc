/**
 * SVG primitives for the demo's item drawings: short to write, so a drawing reads as a list of
 * parts. Coordinates are around (0, 0), within about ±400 × ±280.
 */
export interface Palette {
  /** The item's main colour (its body). */
  a: string;
  /** Handles, tyres, grips. */
  d: string;
  /** Metal: blades, frames, bits. */
  m: string;
  /** A light tint of the main colour. */
  l: string;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

export const ring = (cx: number, cy: number, r: number, stroke: string, width: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;

export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

export const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, colour: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

/** A wheel: tyre and hub. */
export const wheel = (cx: number, cy: number, r: number, p: Palette) =>
  circle(cx, cy, r, p.d) + circle(cx, cy, r * 0.45, p.m);

/** A saw-toothed edge from (x1, y) to (x2, y), teeth pointing down by `h`. */
export function teeth(x1: number, x2: number, y: number, h: number, fill: string, size = 16): string {
  let d = `M${x1} ${y}`;
  for (let x = x1; x < x2; x += size) d += ` L${x + size / 2} ${y + h} L${Math.min(x + size, x2)} ${y}`;
  return path(`${d} Z`, fill);
}

/** Teeth around a circle (a saw blade). */
export function blade(cx: number, cy: number, r: number, fill: string, count = 24): string {
  const points: string[] = [];
  for (let i = 0; i < count * 2; i++) {
    const angle = (Math.PI * i) / count;
    const radius = i % 2 === 0 ? r : r * 0.88;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>${circle(cx, cy, r * 0.18, '#475569')}`;
}

/** A grille of dots in a box (speakers, dehumidifiers, vents). */
export function dots(x: number, y: number, cols: number, rows: number, gap: number, r: number, fill: string) {
  let out = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) out += circle(x + i * gap, y + j * gap, r, fill);
  return out;
}
