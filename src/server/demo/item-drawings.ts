import {
  blade,
  circle,
  dots,
  ellipse,
  line,
  type Palette,
  path,
  rect,
  ring,
  stroke,
  teeth,
  wheel,
} from './shapes';

/**
 * One flat drawing per kind of thing the demo lists (a jigsaw is not a drill), hand-drawn from
 * simple shapes: the icon sets we have draw no saws, ladders, sanders or mowers. Each answers SVG
 * around (0, 0); `drawItemPhoto` places it on a backdrop.
 */
type Drawing = (p: Palette) => string;

const K = '#1f2937';
const GLASS = '#bae6fd';
const WHITE = '#f8fafc';
const RED = '#dc2626';

/** A pistol-grip cordless tool's body and battery; the head is drawn by the caller. */
const pistol = (p: Palette, length = 300) =>
  rect(-200, -150, length, 130, p.a, 40) +
  path('M-120 -40 L-40 -40 L-20 150 L-110 150 Z', p.d) +
  rect(-150, 140, 170, 70, p.a, 14) +
  rect(-150, 190, 170, 20, p.d, 6);

/** An open-frame generator: tube frame, engine, fuel tank. */
const openFrame = (p: Palette, width = 520) =>
  stroke(`M${-width / 2} 170 L${-width / 2} -120 L${width / 2} -120 L${width / 2} 170 Z`, p.d, 22) +
  rect(-width / 2 + 30, -170, width - 60, 90, p.a, 24) +
  rect(-width / 2 + 40, -60, width / 2 - 60, 200, p.m, 20) +
  circle(-width / 4 + 10, 40, 55, p.d) +
  rect(20, -40, width / 2 - 60, 150, p.a, 16) +
  rect(40, -10, 60, 40, K, 6);

/** A suitcase inverter generator. */
const inverter = (p: Palette, scale = 1) =>
  `<g transform="scale(${scale})">` +
  path('M-260 170 L-260 -60 Q-260 -150 -160 -150 L160 -150 Q260 -150 260 -60 L260 170 Z', p.a) +
  stroke('M-120 -150 L-120 -220 L120 -220 L120 -150', p.d, 28) +
  rect(-200, 10, 180, 120, p.l, 14) +
  circle(-150, 70, 16, K) +
  circle(-80, 70, 16, K) +
  rect(40, 20, 170, 100, p.d, 10) +
  dots(60, 40, 6, 3, 28, 7, p.m) +
  rect(-260, 160, 520, 20, p.d, 8) +
  '</g>';

/** A box with a top handle (power stations, chargers). */
const handledBox = (p: Palette, w: number, h: number) =>
  stroke(
    `M${-w / 3} ${-h / 2} L${-w / 3} ${-h / 2 - 70} L${w / 3} ${-h / 2 - 70} L${w / 3} ${-h / 2}`,
    p.d,
    26,
  ) + rect(-w / 2, -h / 2, w, h, p.a, 30);

/** A camera body with a lens of `lens` length. */
const cameraBody = (p: Palette, hump: boolean, lens: number) =>
  (hump ? path('M-90 -150 L-50 -210 L50 -210 L90 -150 Z', K) : '') +
  rect(-280, -150, 560, 300, K, 36) +
  rect(-280, -150, 110, 300, '#374151', 36) +
  rect(150, -190, 70, 40, '#374151', 8) +
  rect(-80, -40, 160, lens, K, 10) +
  circle(0, 0, 120, '#374151') +
  circle(0, 0, 95, p.d) +
  circle(0, 0, 60, '#0f172a') +
  circle(-25, -25, 18, WHITE);

/** A light stand's tripod legs and pole up to `top`. */
const lightStand = (x: number, top: number, p: Palette) =>
  line(x, top, x, 230, p.d, 14) + line(x, 150, x - 80, 250, p.d, 12) + line(x, 150, x + 80, 250, p.d, 12);

export const DRAWINGS = {
  drill: (p) =>
    pistol(p) +
    rect(100, -120, 70, 70, p.d, 10) +
    rect(170, -100, 60, 30, p.m, 6) +
    rect(230, -92, 150, 14, p.m, 4) +
    stroke('M240 -85 l20 -10 l20 20 l20 -20 l20 20 l20 -20 l20 20', '#64748b', 6),
  hammerDrill: (p) =>
    pistol(p) +
    rect(100, -125, 90, 80, p.d, 10) +
    rect(190, -100, 40, 30, p.m, 6) +
    rect(230, -92, 160, 14, p.m, 4) +
    rect(360, -100, 30, 30, p.m, 4) +
    rect(40, -20, 40, 140, p.d, 14) +
    rect(40, 100, 40, 60, p.a, 10),
  circularSaw: (p) =>
    blade(-10, 40, 200, p.m) +
    path('M-240 20 A230 230 0 0 1 220 20 L220 60 L-240 60 Z', p.a) +
    rect(-320, 60, 620, 26, p.d, 6) +
    stroke('M-40 -160 Q-40 -260 80 -260 L160 -260 Q220 -260 220 -190', p.d, 46) +
    rect(-140, -90, 140, 90, p.a, 20),
  orbitalSander: (p) =>
    ellipse(0, 170, 230, 45, p.d) +
    ellipse(0, 150, 220, 40, p.m) +
    path('M-170 140 Q-190 -60 0 -140 Q190 -60 170 140 Z', p.a) +
    ellipse(0, -120, 110, 70, p.d) +
    path('M150 40 L330 -20 L360 60 L180 110 Z', '#64748b') +
    ellipse(340, 20, 40, 60, '#475569'),
  multiTool: (p) =>
    rect(-330, -70, 480, 140, p.a, 60) +
    rect(-330, -70, 150, 140, p.d, 60) +
    rect(150, -40, 70, 80, p.m, 10) +
    rect(210, -20, 110, 40, p.m, 4) +
    path('M310 -60 L380 -60 L380 60 L310 60 Z', p.m) +
    teeth(310, 380, 60, 16, p.m, 12),
  miterSaw: (p) =>
    rect(-380, 170, 760, 40, p.d, 10) +
    ellipse(0, 170, 260, 40, p.m) +
    rect(-360, 90, 220, 80, p.m, 6) +
    rect(140, 90, 220, 80, p.m, 6) +
    rect(230, -40, 60, 220, p.d, 12) +
    stroke('M260 -40 L60 -140', p.d, 40) +
    blade(-20, 20, 170, p.m) +
    path('M-200 0 A180 180 0 0 1 160 -40 L160 20 L-200 40 Z', p.a) +
    stroke('M-40 -170 Q-60 -260 60 -260 L140 -260', p.d, 40),
  reciprocatingSaw: (p) =>
    rect(-300, -80, 420, 150, p.a, 60) +
    stroke('M-300 -10 Q-400 -10 -400 80 Q-400 160 -300 160 L-220 160', p.d, 40) +
    rect(-230, 60, 60, 100, p.d, 12) +
    rect(110, -60, 90, 110, p.d, 20) +
    rect(200, -30, 200, 40, p.m, 4) +
    teeth(200, 400, 10, 20, p.m, 16),
  jigsaw: (p) =>
    rect(100, 100, 34, 180, '#475569', 3) +
    path(
      'M134 110 l16 12 l-16 12 l16 12 l-16 12 l16 12 l-16 12 l16 12 l-16 12 l16 12 l-16 12 l16 12 l-16 12 Z',
      '#475569',
    ) +
    rect(-280, 80, 520, 34, p.m, 8) +
    path('M-260 80 L-260 -40 Q-260 -110 -190 -110 L200 -110 Q250 -110 250 -50 L240 80 Z', p.a) +
    path(
      'M-200 -110 L-200 -220 Q-200 -260 -150 -260 L170 -260 Q220 -260 220 -210 L220 -110 L140 -110 L140 -180 L-120 -180 L-120 -110 Z',
      p.d,
    ) +
    rect(180, -70, 60, 60, p.d, 10),
  impactDriver: (p) =>
    rect(-200, -150, 240, 130, p.a, 50) +
    path('M-130 -40 L-50 -40 L-30 140 L-120 140 Z', p.d) +
    rect(-160, 130, 170, 80, p.a, 14) +
    rect(-160, 190, 170, 20, p.d, 6) +
    rect(40, -130, 80, 90, p.d, 16) +
    rect(120, -100, 60, 30, p.m, 4) +
    path('M180 -100 L260 -90 L260 -80 L180 -70 Z', p.m),
  tableSaw: (p) =>
    line(-280, 60, -340, 250, p.d, 20) +
    line(280, 60, 340, 250, p.d, 20) +
    line(-200, 60, -240, 250, p.d, 20) +
    line(200, 60, 240, 250, p.d, 20) +
    rect(-300, -60, 600, 130, p.a, 10) +
    path('M-380 -90 L380 -90 L300 -40 L-300 -40 Z', p.m) +
    path('M-60 -90 A70 70 0 0 1 80 -90 Z', '#64748b') +
    teeth(-60, 80, -90, -14, '#64748b', 14) +
    rect(-340, -120, 260, 26, p.d, 6) +
    circle(0, 10, 30, p.d),

  inverterSmall: (p) => inverter(p, 0.85),
  openFrame3500: (p) => openFrame(p) + wheel(-200, 200, 55, p) + wheel(200, 200, 55, p),
  dualFuel: (p) =>
    openFrame(p, 440) +
    wheel(-170, 200, 50, p) +
    wheel(170, 200, 50, p) +
    path('M270 -40 Q270 -90 330 -90 Q390 -90 390 -40 L390 200 L270 200 Z', WHITE) +
    rect(305, -120, 50, 35, p.m, 6),
  powerStation: (p) =>
    handledBox(p, 560, 320) +
    rect(-220, -110, 200, 110, '#0f172a', 12) +
    rect(-200, -90, 80, 16, '#22c55e', 3) +
    rect(-200, -60, 120, 16, '#22c55e', 3) +
    dots(60, -80, 3, 2, 60, 18, p.d) +
    dots(-190, 60, 6, 1, 70, 16, p.d),
  powerStationSolar: (p) =>
    path('M-380 220 L-240 -200 L60 -200 L-80 220 Z', '#1e3a8a') +
    stroke('M-310 10 L-10 10 M-275 -95 L25 -95 M-230 220 L-90 -200 M-160 220 L-20 -200', '#93c5fd', 8) +
    `<g transform="translate(180 40) scale(0.6)">${handledBox(p, 560, 320)}${rect(-220, -110, 200, 110, '#0f172a', 12)}${dots(60, -80, 3, 2, 60, 18, p.d)}</g>`,
  standby: (p) =>
    openFrame(p, 700) +
    rect(-330, -220, 660, 60, p.d, 20) +
    wheel(-260, 210, 60, p) +
    wheel(260, 210, 60, p) +
    stroke('M350 60 L420 -60', p.d, 22),
  inverterWheeled: (p) =>
    inverter(p) + wheel(200, 190, 40, p) + stroke('M250 -60 L330 -60 L330 -260 L280 -260', p.d, 20),
  compactInverter: (p) =>
    `<g transform="translate(-80 30)">${inverter(p, 0.7)}</g>` +
    path('M240 230 L240 40 L290 0 L380 0 L380 230 Z', RED) +
    rect(260 + 10, -30, 30, 40, K, 4),
  cordSet: (p) =>
    ring(-120, 20, 170, p.a, 34) +
    ring(-120, 20, 120, p.a, 34) +
    ring(-120, 20, 70, p.a, 30) +
    stroke('M50 40 Q180 60 200 160', p.a, 34) +
    rect(170, 150, 70, 90, p.d, 12) +
    rect(185, 240, 12, 30, p.m) +
    rect(213, 240, 12, 30, p.m) +
    ring(220, -110, 90, '#f59e0b', 26) +
    rect(290, -60, 60, 70, p.d, 10),
  parallelKit: (p) =>
    `<g transform="translate(-200 20) scale(0.6)">${inverter(p)}</g>` +
    `<g transform="translate(200 20) scale(0.6)">${inverter(p)}</g>` +
    stroke('M-80 60 Q0 180 80 60', K, 16) +
    stroke('M-80 90 Q0 220 80 90', RED, 16),

  mower: (p) =>
    path('M-280 140 L-260 40 Q-250 0 -200 0 L180 0 Q230 0 240 40 L260 140 Z', p.a) +
    rect(-110, -70, 170, 80, p.d, 20) +
    circle(-20, -80, 30, p.m) +
    stroke('M200 20 L360 -230 L300 -260', p.d, 20) +
    path('M240 -30 L380 -10 L340 140 L250 130 Z', '#4b5563') +
    wheel(-210, 150, 60, p) +
    wheel(190, 150, 60, p),
  stringTrimmer: (p) =>
    line(-300, -200, 300, 200, p.m, 20) +
    rect(-380, -270, 150, 110, p.a, 30) +
    rect(-240, -230, 40, 40, p.d, 6) +
    stroke('M-80 -80 L-40 -160 L40 -120', p.d, 18) +
    path('M270 180 L360 160 L380 230 L260 250 Z', p.a) +
    stroke('M330 240 L400 270 M320 245 L260 280', '#16a34a', 6),
  backpackBlower: (p) =>
    rect(-330, -230, 260, 380, p.d, 40) +
    rect(-300, -180, 200, 300, p.a, 40) +
    ring(-200, -20, 70, p.m, 20) +
    stroke('M-100 100 Q0 200 100 120 L380 -40', p.m, 50) +
    rect(120, 60, 50, 80, p.d, 12) +
    stroke('M390 -70 l40 -20 M395 -40 l50 0 M390 -10 l40 20', '#94a3b8', 8),
  tiller: (p) =>
    stroke('M-120 -60 L-340 -230 M-60 -60 L-280 -250', p.d, 18) +
    line(-340, -230, -280, -250, p.d, 26) +
    rect(-120, -140, 220, 150, p.a, 20) +
    rect(-60, -200, 120, 70, p.m, 14) +
    path('M-50 10 L70 10 L120 100 L-100 100 Z', p.a) +
    blade(10, 170, 100, p.m, 10) +
    circle(10, 170, 30, p.d) +
    path('M-360 220 L360 220 L380 280 L-380 280 Z', '#92400e'),
  hedgeTrimmer: (p) =>
    rect(-340, -40, 280, 110, p.a, 50) +
    stroke('M-300 -40 Q-300 -140 -200 -140 L-100 -140 Q-60 -140 -60 -80', p.d, 36) +
    rect(-390, -20, 70, 70, p.d, 16) +
    rect(-60, -10, 440, 40, p.m, 6) +
    teeth(-60, 380, 30, 22, p.m, 22) +
    path('M-60 -10 L380 -10 L380 -30 L-60 -30 Z', '#64748b'),
  chainsaw: (p) =>
    rect(-320, -120, 280, 220, p.a, 40) +
    stroke('M-300 -120 Q-300 -220 -180 -220 L-80 -220 Q-20 -220 -20 -140', p.d, 34) +
    rect(-360, 40, 80, 60, p.d, 14) +
    path('M-40 -40 L330 -40 Q390 -10 330 20 L-40 20 Z', p.m) +
    stroke('M-40 -46 L330 -46 Q410 -10 330 26 L-40 26', K, 8) +
    stroke('M-40 -46 L330 -46 Q410 -10 330 26 L-40 26', '#9ca3af', 3),
  aerator: (p) =>
    stroke('M60 -20 L330 -240 M330 -240 L370 -200', p.d, 20) +
    rect(-260, -80, 340, 110, p.a, 20) +
    rect(-250, 30, 320, 100, p.m, 30) +
    (() => {
      let spikes = '';
      for (let x = -230; x <= 50; x += 40) spikes += path(`M${x} 130 L${x + 14} 130 L${x + 7} 190 Z`, p.d);
      return spikes;
    })() +
    path('M-360 200 L360 200 L380 270 L-380 270 Z', '#15803d'),
  edger: (p) =>
    rect(-220, -40, 280, 120, p.a, 20) +
    rect(-150, -110, 120, 80, p.m, 14) +
    stroke('M40 0 L330 -230 L380 -200', p.d, 20) +
    circle(-260, 80, 90, p.m) +
    circle(-260, 80, 20, p.d) +
    wheel(-40, 140, 50, p) +
    wheel(120, 140, 50, p) +
    rect(-380, 200, 760, 60, '#15803d') +
    rect(-380, 200, 100, 60, '#a8a29e'),
  zeroTurn: (p) =>
    path('M-340 100 L-320 40 L300 40 L340 100 Z', p.a) +
    rect(-200, -60, 320, 110, p.a, 20) +
    path('M-40 -60 L-40 -220 Q-40 -250 -10 -250 L60 -250 L80 -60 Z', K) +
    stroke('M-120 -120 L-120 -170 L-60 -170 M140 -120 L140 -170 L80 -170', '#475569', 14) +
    wheel(120, 100, 110, p) +
    wheel(-260, 140, 45, p),
  dethatcher: (p) =>
    line(-360, -240, 120, 100, '#a16207', 22) +
    rect(60, 60, 300, 40, p.a, 8) +
    (() => {
      let tines = '';
      for (let x = 80; x <= 340; x += 30) tines += stroke(`M${x} 100 Q${x + 10} 160 ${x + 30} 170`, p.m, 10);
      return tines;
    })() +
    path('M-380 210 L380 210 L380 270 L-380 270 Z', '#65a30d'),

  partyTent: (p) =>
    path('M-380 -40 L-190 -200 L0 -40 L190 -200 L380 -40 Z', WHITE) +
    path('M-380 -40 L380 -40 L380 10 L-380 10 Z', p.a) +
    stroke(
      'M-380 10 q47 40 95 0 q47 40 95 0 q47 40 95 0 q47 40 95 0 q47 40 95 0 q47 40 95 0 q47 40 95 0 q47 40 95 0',
      p.a,
      12,
    ) +
    line(-370, 10, -370, 250, p.d, 14) +
    line(370, 10, 370, 250, p.d, 14) +
    line(-120, 10, -120, 250, p.d, 10) +
    line(120, 10, 120, 250, p.d, 10),
  foldingTables: (p) =>
    rect(-340, -80, 560, 40, p.a, 8) +
    stroke('M-280 -40 L-200 230 M-200 -40 L-280 230 M160 -40 L80 230 M80 -40 L160 230', p.m, 14) +
    rect(250, -200, 40, 420, p.l, 6) +
    rect(300, -200, 40, 420, p.a, 6) +
    rect(350, -200, 40, 420, p.l, 6),
  foldingChairs: (p) =>
    [-220, 40]
      .map(
        (x) =>
          rect(x - 10, -230, 150, 180, p.a, 20) +
          rect(x - 20, -10, 170, 40, p.a, 10) +
          stroke(
            `M${x} -230 L${x} 250 M${x + 130} -230 L${x + 130} 250 M${x} 30 L${x + 130} 250 M${x + 130} 30 L${x} 250`,
            p.m,
            12,
          ),
      )
      .join('') +
    rect(260, -240, 30, 480, p.a, 6) +
    rect(300, -240, 30, 480, p.a, 6) +
    rect(340, -240, 30, 480, p.a, 6),
  paSpeakers: (p) =>
    [-300, 60]
      .map(
        (x) =>
          rect(x, -220, 240, 420, K, 20) +
          circle(x + 120, 90, 85, '#374151') +
          circle(x + 120, 90, 40, p.a) +
          circle(x + 120, -120, 40, '#374151') +
          circle(x + 120, -120, 16, p.a),
      )
      .join('') + line(-10, 200, -10, 120, p.m, 10),
  stringLights: (p) =>
    stroke('M-400 -180 Q-200 40 0 -120 Q200 40 400 -180', p.d, 8) +
    [
      [-340, -100],
      [-260, -40],
      [-170, -20],
      [-80, -60],
      [70, -60],
      [160, -20],
      [250, -40],
      [330, -100],
    ]
      .map(
        ([x, y]) =>
          line(x!, y!, x!, y! + 40, K, 6) +
          circle(x!, y! + 80, 40, '#fde047') +
          circle(x!, y! + 80, 62, 'rgba(253,224,71,0.25)'),
      )
      .join('') +
    rect(-8, -140, 16, 40, K),
  cottonCandy: (p) =>
    path('M-300 40 Q-300 200 0 200 Q300 200 300 40 Z', p.a) +
    ellipse(0, 40, 300, 40, p.l) +
    rect(-200, 200, 400, 60, p.d, 10) +
    line(140, -20, 220, -250, '#f5f5f4', 14) +
    circle(250, -250, 80, '#f9a8d4') +
    circle(200, -210, 60, '#f9a8d4') +
    circle(300, -210, 55, '#f472b6'),
  popcorn: (p) =>
    rect(-200, -260, 400, 60, p.a, 12) +
    rect(-200, -200, 400, 300, GLASS) +
    stroke('M-200 -200 L200 -200 L200 100 L-200 100 Z', p.a, 16) +
    dots(-160, 40, 11, 2, 32, 18, '#fef3c7') +
    dots(-144, 20, 10, 1, 32, 16, '#fde68a') +
    rect(-200, 100, 400, 110, p.a, 10) +
    rect(-60, 130, 120, 50, '#fef3c7', 6) +
    wheel(-150, 240, 40, p) +
    wheel(150, 240, 40, p),
  bounceHouse: (p) =>
    rect(-300, -60, 600, 280, p.a, 30) +
    rect(-340, -180, 110, 400, p.l, 50) +
    rect(230, -180, 110, 400, p.l, 50) +
    path('M-340 -180 L-285 -260 L-230 -180 Z', '#facc15') +
    path('M230 -180 L285 -260 L340 -180 Z', '#facc15') +
    path('M-120 220 L-120 60 Q0 -40 120 60 L120 220 Z', '#0ea5e9') +
    rect(-380, 200, 760, 60, p.d, 30),
  projectorScreen: (p) =>
    rect(-120, -250, 480, 300, WHITE) +
    rect(-130, -260, 500, 20, p.d, 8) +
    line(120, 50, 120, 250, p.d, 10) +
    stroke('M120 180 L40 250 M120 180 L200 250', p.d, 10) +
    path('M-250 80 L-120 -240 L-120 40 Z', 'rgba(254,240,138,0.6)') +
    rect(-380, 40, 180, 110, p.a, 20) +
    circle(-230, 95, 40, K) +
    circle(-230, 95, 20, GLASS),
  coolers: (p) =>
    [
      [-360, 40, 260],
      [-80, 0, 300],
      [220, 60, 180],
    ]
      .map(
        ([x, y, w]) =>
          rect(x!, y!, w!, 200 - y! / 2, p.a, 20) +
          rect(x!, y! - 30, w!, 50, WHITE, 16) +
          rect(x! + w! / 2 - 40, y! + 40, 80, 20, p.d, 6),
      )
      .join(''),

  jumpStarter: (p) =>
    rect(-160, -160, 320, 320, p.a, 50) +
    rect(-100, -100, 200, 90, K, 12) +
    rect(-80, -80, 100, 24, '#22c55e', 4) +
    circle(0, 80, 40, p.d) +
    stroke('M-160 60 Q-300 100 -300 220', K, 18) +
    stroke('M160 60 Q300 100 300 220', RED, 18) +
    path('M-340 200 L-260 200 L-280 270 L-320 270 Z', K) +
    path('M260 200 L340 200 L320 270 L280 270 Z', RED),
  obdScanner: (p) =>
    rect(-180, -260, 300, 460, p.a, 40) +
    rect(-140, -220, 220, 170, '#0f172a', 12) +
    stroke('M-120 -110 L-80 -150 L-40 -120 L0 -180 L50 -140', '#22c55e', 8) +
    dots(-110, 20, 3, 3, 70, 22, p.d) +
    stroke('M120 120 Q300 140 300 260', K, 16) +
    rect(260, 200, 100, 60, K, 8),
  floorJack: (p) =>
    path('M-300 120 L220 120 L260 200 L-300 200 Z', p.a) +
    stroke('M-260 120 L60 -60', p.a, 50) +
    rect(40, -110, 100, 40, p.d, 8) +
    line(180, 150, 400, -140, p.m, 20) +
    wheel(-240, 210, 40, p) +
    wheel(200, 210, 40, p) +
    path('M-390 230 L-320 230 L-340 -20 L-370 -20 Z', p.m) +
    rect(-380, -40, 50, 30, p.d, 6),
  batteryCharger: (p) =>
    rect(-220, -180, 440, 300, p.a, 30) +
    stroke('M-120 -180 L-120 -240 L120 -240 L120 -180', p.d, 26) +
    circle(-80, -40, 80, WHITE) +
    line(-80, -40, -30, -90, K, 8) +
    rect(40, -90, 120, 40, '#0f172a', 6) +
    circle(70, 40, 20, '#22c55e') +
    circle(130, 40, 20, RED) +
    stroke('M-160 120 Q-220 220 -300 220', K, 14) +
    stroke('M160 120 Q220 220 300 220', RED, 14) +
    path('M-360 200 L-290 200 L-310 260 L-340 260 Z', K) +
    path('M290 200 L360 200 L340 260 L310 260 Z', RED),
  impactWrench: (p) =>
    rect(-260, -150, 320, 150, p.a, 50) +
    path('M-170 -10 L-80 -10 L-60 160 L-160 160 Z', p.d) +
    rect(-200, 150, 180, 80, p.a, 14) +
    rect(60, -160, 110, 170, p.d, 30) +
    rect(170, -100, 50, 50, p.m, 4) +
    rect(220, -120, 90, 90, p.m, 10) +
    circle(265, -75, 26, '#475569'),
  toolSet: (p) =>
    rect(-360, -40, 720, 280, p.a, 24) +
    rect(-330, -10, 660, 220, K, 12) +
    dots(-290, 30, 9, 2, 70, 22, p.m) +
    [-300, -200, -100, 0, 100, 200].map((x) => rect(x, 150, 80, 22, p.m, 10)).join('') +
    path('M-360 -40 L-320 -240 L320 -240 L360 -40 Z', p.d) +
    rect(-60, -210, 120, 30, p.m, 8),
  carRamps: (p) =>
    path('M-380 220 L-60 220 L-60 40 L-140 40 Z', p.a) +
    path('M40 220 L380 220 L380 20 L300 20 Z', p.a) +
    stroke('M-350 200 L-150 60 M-300 210 L-120 80 M70 200 L290 40 M120 210 L320 60', p.d, 8) +
    rect(-380, 220, 760, 30, '#9ca3af'),
  polisher: (p) =>
    rect(-300, -170, 420, 140, p.a, 60) +
    rect(-330, -150, 90, 100, p.d, 30) +
    rect(80, -50, 60, 80, p.d, 10) +
    ellipse(110, 80, 190, 46, '#fb923c') +
    ellipse(110, 50, 150, 30, p.d) +
    stroke('M-80 -170 Q-80 -260 20 -260', p.d, 30),
  engineHoist: (p) =>
    line(-340, 230, 240, 230, p.a, 30) +
    line(-300, 230, -300, -200, p.a, 34) +
    line(-300, -200, 260, -240, p.a, 30) +
    line(-300, 60, -80, -210, p.d, 20) +
    wheel(-340, 250, 26, p) +
    wheel(230, 250, 26, p) +
    stroke('M250 -240 L250 -40', '#6b7280', 8) +
    stroke('M250 -40 q-30 20 0 50', '#374151', 12) +
    rect(160, 20, 180, 120, '#6b7280', 14),
  tireInflator: (p) =>
    rect(-240, -120, 300, 260, p.a, 40) +
    rect(-200, -80, 180, 100, '#0f172a', 12) +
    rect(-180, -60, 100, 30, '#22c55e', 4) +
    stroke('M60 40 Q200 60 220 -60 Q240 -200 340 -180', K, 14) +
    rect(320, -210, 60, 50, p.m, 8) +
    ring(230, 160, 90, K, 40),

  mirrorless: (p) => cameraBody(p, false, 80),
  dslr: (p) => cameraBody(p, true, 80) + rect(-280, -110, 80, 230, '#374151', 30),
  telephoto: (p) =>
    rect(-380, -90, 700, 180, '#e5e7eb', 40) +
    rect(240, -120, 140, 240, '#e5e7eb', 20) +
    rect(-200, -90, 50, 180, p.a) +
    rect(-40, -90, 120, 180, K) +
    rect(-120, 90, 60, 90, K, 8) +
    rect(-160, 170, 140, 30, K, 6),
  drone: (p) =>
    line(-260, -110, 260, 110, p.d, 26) +
    line(-260, 110, 260, -110, p.d, 26) +
    rect(-110, -70, 220, 140, p.a, 40) +
    circle(0, 90, 34, K) +
    [
      [-260, -110],
      [260, -110],
      [-260, 110],
      [260, 110],
    ]
      .map(([x, y]) => circle(x!, y!, 26, K) + ellipse(x!, y! - 30, 120, 16, 'rgba(15,23,42,0.55)'))
      .join(''),
  strobes: (p) =>
    lightStand(-200, -120, p) +
    lightStand(200, -120, p) +
    path('M-330 -250 L-70 -250 L-130 -80 L-270 -80 Z', WHITE) +
    path('M70 -250 L330 -250 L270 -80 L130 -80 Z', WHITE) +
    rect(-240, -90, 80, 60, p.a, 10) +
    rect(160, -90, 80, 60, p.a, 10),
  tripod: (p) =>
    rect(-60, -250, 120, 60, K, 10) +
    rect(-30, -190, 60, 80, p.d, 8) +
    line(0, -110, -260, 250, p.a, 18) +
    line(0, -110, 260, 250, p.a, 18) +
    line(0, -110, 0, 250, p.a, 18) +
    line(60, -220, 200, -260, K, 14),
  instantCamera: (p) =>
    rect(-260, -200, 520, 340, p.l, 60) +
    rect(-260, -200, 520, 110, p.a, 50) +
    circle(0, -20, 120, WHITE) +
    circle(0, -20, 90, K) +
    circle(-30, -50, 20, '#9ca3af') +
    rect(140, -170, 80, 60, K, 10) +
    rect(-160, 140, 320, 140, WHITE, 6) +
    rect(-130, 165, 260, 90, '#7dd3fc'),
  gimbal: (p) =>
    rect(-50, 40, 100, 220, K, 30) +
    circle(0, 120, 22, p.a) +
    stroke('M0 40 L0 -40 L-180 -40 L-180 -180', p.d, 26) +
    stroke('M-180 -180 L180 -180', p.d, 26) +
    rect(-200, -250, 360, 140, K, 16) +
    circle(140, -180, 34, '#374151'),
  primeLens: (p) =>
    rect(-200, -180, 400, 380, K, 30) +
    rect(-220, 140, 440, 60, '#9ca3af', 10) +
    rect(-200, -120, 400, 90, '#374151') +
    dots(-170, -90, 12, 1, 30, 6, p.d) +
    ellipse(0, -180, 200, 50, '#374151') +
    ellipse(0, -180, 140, 34, '#0f172a') +
    ellipse(-40, -190, 30, 10, WHITE),
  videoLight: (p) =>
    rect(-240, -220, 480, 360, K, 30) +
    rect(-210, -190, 420, 300, '#e5e7eb', 16) +
    dots(-180, -160, 10, 7, 40, 12, '#fde68a') +
    rect(-30, 140, 60, 60, p.d, 6) +
    rect(-90, 200, 180, 30, p.m, 6),

  carpetCleaner: (p) =>
    path('M-200 180 L-220 240 L220 240 L200 180 Z', p.d) +
    rect(-160, -120, 320, 310, p.a, 40) +
    rect(-120, -80, 140, 180, 'rgba(186,230,253,0.9)', 20) +
    stroke('M140 -120 L140 -270 L60 -270', p.d, 28) +
    wheel(140, 220, 40, p),
  pressureWasher: (p) =>
    rect(-320, -80, 260, 260, p.a, 30) +
    circle(-190, 50, 80, p.d) +
    wheel(-290, 200, 50, p) +
    stroke('M-320 -80 L-340 -260', p.d, 22) +
    stroke('M-60 120 Q100 240 150 60 L300 -140', K, 14) +
    rect(150, -40, 90, 40, p.a, 10) +
    path('M300 -140 L390 -230 L400 -170 Z', 'rgba(56,189,248,0.7)'),
  ladder: (p) =>
    rect(180, -280, 220, 560, '#e7e5e4') +
    line(-220, 260, 120, -260, p.a, 26) +
    line(-90, 260, 230, -260, p.a, 26) +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => line(-200 + i * 48, 230 - i * 74, -72 + i * 46, 230 - i * 74, p.m, 14))
      .join('') +
    rect(-380, 250, 760, 30, '#78716c'),
  tileSaw: (p) =>
    path('M-340 60 L340 60 L300 220 L-300 220 Z', p.a) +
    rect(-360, 20, 720, 40, p.m, 6) +
    rect(-120, -60, 260, 80, '#e2e8f0', 4) +
    stroke('M-120 -20 L140 -20', '#94a3b8', 6) +
    blade(140, -40, 110, p.m, 40) +
    path('M20 -90 A130 130 0 0 1 270 -90 L270 -60 L20 -60 Z', p.d) +
    stroke('M220 -150 L320 -220', p.d, 30),
  wallpaperSteamer: (p) =>
    rect(-360, -60, 260, 280, p.a, 40) +
    rect(-320, -110, 180, 60, p.d, 14) +
    stroke('M-100 120 Q100 240 120 20 Q130 -120 220 -140', K, 18) +
    rect(180, -260, 200, 180, p.m, 20) +
    rect(250, -90, 60, 70, p.d, 10) +
    path('M380 -250 q30 20 0 40 q-30 20 0 40 q30 20 0 40', 'none') +
    stroke('M400 -240 q20 20 0 40 q-20 20 0 40 M430 -220 q20 20 0 40 q-20 20 0 40', '#cbd5e1', 8),
  handTruck: (p) =>
    stroke('M-120 -260 L-40 200 L200 200', p.a, 26) +
    stroke('M-170 -250 L-70 -270', p.d, 26) +
    wheel(-40, 220, 55, p) +
    rect(0, 0, 180, 190, '#d6b48a', 6) +
    rect(10, -160, 160, 155, '#c8a273', 6) +
    line(90, -160, 90, -120, '#a07b4f', 8),
  paintSprayer: (p) =>
    rect(-160, -100, 340, 120, p.a, 40) +
    path('M-60 20 L20 20 L40 220 L-60 220 Z', p.d) +
    path('M-160 -60 L-260 -80 L-260 -20 L-160 -20 Z', p.m) +
    path('M40 -100 L80 -260 L200 -260 L180 -100 Z', 'rgba(255,255,255,0.8)') +
    rect(30 + 40, -190, 120, 80, '#60a5fa') +
    dots(-380, -110, 4, 3, 32, 8, '#60a5fa'),
  dehumidifier: (p) =>
    rect(-200, -260, 400, 500, p.l, 40) +
    rect(-200, -260, 400, 80, p.a, 30) +
    rect(-150, -150, 300, 190, p.m, 14) +
    (() => {
      let slats = '';
      for (let y = -130; y < 30; y += 30) slats += rect(-130, y, 260, 12, '#94a3b8', 6);
      return slats;
    })() +
    rect(-150, 80, 300, 130, '#bae6fd', 14) +
    path('M0 110 Q-30 150 0 170 Q30 150 0 110 Z', '#0284c7'),
  studFinder: (p) =>
    rect(-380, -260, 220, 520, '#e7e5e4') +
    line(-270, -260, -270, 260, 'rgba(220,38,38,0.8)', 6) +
    rect(-100, -170, 200, 330, p.a, 60) +
    rect(-60, -120, 120, 90, '#0f172a', 10) +
    rect(-40, -90, 80, 20, '#22c55e', 4) +
    circle(0, 60, 30, p.d) +
    rect(160, 0, 220, 90, '#facc15', 10) +
    rect(240, 25, 60, 40, '#a3e635', 20) +
    line(160, 45, -160, 45, 'rgba(220,38,38,0.8)', 6),
  gardenCart: (p) =>
    path('M-300 -40 L260 -40 L220 140 L-260 140 Z', p.a) +
    stroke('M260 -40 L380 -120', p.d, 20) +
    wheel(-190, 180, 70, p) +
    wheel(160, 180, 70, p) +
    line(-160, -40, -60, -260, '#a16207', 14) +
    path('M-80 -280 L-30 -280 L-40 -220 L-90 -230 Z', p.m) +
    line(40, -40, 120, -240, '#a16207', 14) +
    rect(90, -270, 80, 30, p.m, 4),

  rotaryHammer: (p) =>
    rect(-320, -130, 460, 140, p.a, 50) +
    stroke('M-320 -60 Q-400 -60 -400 30 Q-400 150 -300 150 L-240 150', p.d, 40) +
    rect(-260, 0, 60, 150, p.d, 14) +
    rect(140, -110, 90, 100, p.d, 14) +
    rect(230, -75, 170, 30, p.m, 4) +
    path('M380 -80 L400 -60 L380 -40 Z', p.m) +
    rect(60, 0, 40, 140, p.d, 14),
  concreteMixer: (p) =>
    `<g transform="rotate(-25 0 -20)">${path('M-220 -140 L140 -180 Q260 -20 140 140 L-220 100 Z', p.a)}${ellipse(-220, -20, 40, 120, p.d)}${stroke('M-120 -150 L-120 110 M20 -165 L20 125', p.l, 14)}</g>` +
    stroke('M-260 240 L0 40 L260 240', p.d, 22) +
    wheel(260, 240, 40, p) +
    line(0, 40, 340, -40, p.d, 18),
  plateCompactor: (p) =>
    rect(-260, 170, 520, 50, p.m, 6) +
    rect(-200, 40, 340, 130, p.a, 20) +
    rect(-160, -80, 220, 130, p.d, 20) +
    rect(-120, -130, 120, 60, RED, 12) +
    stroke('M120 40 L330 -220 L380 -190', p.d, 22),
  drywallLift: (p) =>
    rect(-360, -260, 560, 60, '#e5e7eb', 4) +
    stroke('M-60 -200 L-60 170', p.a, 30) +
    stroke('M-300 -210 L160 -210', p.a, 18) +
    stroke('M-60 170 L-260 250 M-60 170 L140 250 M-60 170 L-60 250', p.d, 18) +
    wheel(-260, 250, 20, p) +
    wheel(140, 250, 20, p) +
    circle(-20, 60, 50, p.d) +
    line(-20, 60, 40, 20, p.m, 12),
  scaffolding: (p) =>
    stroke('M-300 250 L-300 -250 M0 250 L0 -250 M300 250 L300 -250', p.a, 20) +
    stroke('M-300 0 L300 0 M-300 -250 L300 -250', p.a, 16) +
    stroke('M-300 250 L0 0 M0 250 L300 0 M-300 0 L0 -250 M0 0 L300 -250', p.m, 10) +
    rect(-320, -30, 640, 30, '#a16207', 4) +
    rect(-320, -280, 640, 30, '#a16207', 4),
  laserLevel: (p) =>
    line(0, 0, -240, 250, p.d, 14) +
    line(0, 0, 240, 250, p.d, 14) +
    line(0, 0, 0, 250, p.d, 14) +
    rect(-90, -140, 180, 150, p.a, 30) +
    rect(-50, -110, 100, 60, '#0f172a', 14) +
    line(-400, -80, 400, -80, 'rgba(34,197,94,0.85)', 6) +
    line(0, -280, 0, -140, 'rgba(34,197,94,0.85)', 6),
  floorSander: (p) =>
    rect(-300, -40, 380, 200, p.a, 30) +
    rect(-260, -140, 200, 110, p.d, 20) +
    wheel(40, 190, 55, p) +
    rect(-330, 160, 200, 50, p.m, 10) +
    stroke('M60 0 L320 -240 L380 -240', p.d, 22) +
    path('M120 -80 Q260 -60 240 80 Q160 120 100 40 Z', '#d6d3d1'),
  demolitionHammer: (p) =>
    line(-220, -220, 220, -220, p.d, 40) +
    rect(-110, -200, 220, 300, p.a, 40) +
    rect(-70, 100, 140, 60, p.d, 10) +
    rect(-20, 160, 40, 80, p.m, 4) +
    path('M-20 240 L20 240 L0 280 Z', p.m) +
    path('M-200 270 L-120 250 L-60 272 L60 260 L200 274 L200 280 L-200 280 Z', '#9ca3af'),
  pipeThreader: (p) =>
    rect(-380, -20, 520, 50, '#9ca3af', 6) +
    rect(-240, -80, 80, 170, p.d, 10) +
    rect(-300, 90, 200, 30, p.d, 6) +
    circle(180, 5, 90, p.a) +
    circle(180, 5, 40, K) +
    line(180, 5, 330, -240, p.d, 26) +
    line(180, 5, 330, 250, p.d, 26),
  trencher: (p) =>
    rect(-320, -60, 320, 160, p.a, 20) +
    rect(-280, -140, 180, 90, p.d, 16) +
    wheel(-260, 130, 50, p) +
    wheel(-60, 130, 50, p) +
    stroke('M-320 0 L-400 -200 L-340 -220', p.d, 20) +
    `<g transform="rotate(35 0 40)">${rect(0, 10, 340, 70, p.m, 35)}${stroke('M20 10 L320 10 M20 80 L320 80', K, 10)}</g>` +
    path('M-380 230 L380 230 L380 280 L-380 280 Z', '#92400e'),
} satisfies Record<string, Drawing>;

export type PictureKind = keyof typeof DRAWINGS;
