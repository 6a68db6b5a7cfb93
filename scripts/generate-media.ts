/**
 * Generates the self-made seed images (no downloads, no third-party content): calm landscapes, mandalas and
 * interiors composed as SVG in code and encoded to small WebP files with sharp.
 *
 *   npx tsx scripts/generate-media.ts
 *
 * Output: web/public/media/seed/{events,venues,avatars}/NN.webp, referenced by server/db/seed/data.
 * Deterministic: the same files every run.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createRng, type Rng } from '../server/db/seed/data/random';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'media', 'seed');

type Palette = { sky: [string, string]; far: string; mid: string; near: string; sun: string; accent: string };

/** Calm earthy and green palettes (dawn, sage, dusk, sand, forest, lavender). */
const PALETTES: readonly Palette[] = [
  {
    sky: ['#f6e7d0', '#e9b98f'],
    far: '#b7a58c',
    mid: '#8c8a6a',
    near: '#5f6b4e',
    sun: '#fbeed6',
    accent: '#c08457',
  },
  {
    sky: ['#e4ecdf', '#b9ccb4'],
    far: '#9db59b',
    mid: '#6f8f6f',
    near: '#405c48',
    sun: '#f7f3e6',
    accent: '#7a9a5b',
  },
  {
    sky: ['#dfe3ee', '#a9b7cc'],
    far: '#8a98b0',
    mid: '#5b7f95',
    near: '#36505f',
    sun: '#f3e6d2',
    accent: '#d9b26f',
  },
  {
    sky: ['#f3ead8', '#dcc7a1'],
    far: '#c9b28a',
    mid: '#a58a62',
    near: '#7a6248',
    sun: '#fff6e4',
    accent: '#b9684a',
  },
  {
    sky: ['#e6efe7', '#9fbfae'],
    far: '#7fa493',
    mid: '#4f7c6b',
    near: '#2f4f43',
    sun: '#f1f5e9',
    accent: '#c08457',
  },
  {
    sky: ['#ece6f0', '#c4b6d3'],
    far: '#a99bbd',
    mid: '#8e7ea6',
    near: '#5e5474',
    sun: '#f8efe4',
    accent: '#d9a88f',
  },
];

const f = (n: number): string => n.toFixed(1);

/** A closed polygon of a jagged ridge line from x=0 to x=w at around `base` height. */
const ridge = (rng: Rng, w: number, h: number, base: number, amp: number, steps: number): string => {
  const pts: string[] = [`0,${h}`];
  for (let i = 0; i <= steps; i += 1) {
    const x = (w / steps) * i;
    const y = base - amp * (0.3 + rng.next() * 0.7) * (i % 2 === 0 ? 1 : 0.45);
    pts.push(`${f(x)},${f(y)}`);
  }
  pts.push(`${w},${h}`);
  return pts.join(' ');
};

/** A soft rolling hill path through random control points. */
const hill = (rng: Rng, w: number, h: number, base: number, amp: number): string => {
  const y = (): string => f(base - amp * rng.next());
  return `M0,${y()} C${f(w * 0.25)},${y()} ${f(w * 0.45)},${y()} ${f(w * 0.6)},${y()} S${f(w * 0.9)},${y()} ${w},${y()} L${w},${h} L0,${h} Z`;
};

const wave = (w: number, y: number, amp: number, len: number, phase: number): string => {
  let d = `M0,${f(y)}`;
  for (let x = 0; x <= w; x += len / 2) {
    const up = Math.round((x + phase) / (len / 2)) % 2 === 0;
    d += ` Q${f(x + len / 4)},${f(y + (up ? -amp : amp))} ${f(x + len / 2)},${f(y)}`;
  }
  return d;
};

const skyDefs = (p: Palette, id: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`;

const trees = (rng: Rng, w: number, baseY: number, color: string, count: number, size: number): string => {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.next() * w;
    const s = size * (0.6 + rng.next() * 0.6);
    const y = baseY + rng.next() * 20;
    out += `<polygon points="${f(x)},${f(y - s * 2.2)} ${f(x - s * 0.55)},${f(y)} ${f(x + s * 0.55)},${f(y)}" fill="${color}"/>`;
  }
  return out;
};

type Scene = (rng: Rng, p: Palette, w: number, h: number) => string;

const EVENT_SCENES: readonly Scene[] = [
  // Mountains at dawn
  (rng, p, w, h) =>
    `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<circle cx="${f(w * (0.2 + rng.next() * 0.6))}" cy="${f(h * 0.38)}" r="${f(h * 0.12)}" fill="${p.sun}" opacity="0.9"/>` +
    `<polygon points="${ridge(rng, w, h, h * 0.55, h * 0.25, 7)}" fill="${p.far}" opacity="0.8"/>` +
    `<polygon points="${ridge(rng, w, h, h * 0.7, h * 0.2, 9)}" fill="${p.mid}" opacity="0.9"/>` +
    `<path d="${hill(rng, w, h, h * 0.9, h * 0.12)}" fill="${p.near}"/>`,
  // Sea and waves
  (rng, p, w, h) =>
    `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<circle cx="${f(w * (0.3 + rng.next() * 0.4))}" cy="${f(h * 0.52)}" r="${f(h * 0.16)}" fill="${p.sun}"/>` +
    `<rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="${p.mid}"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (k) =>
          `<path d="${wave(w, h * (0.62 + k * 0.08), 6 + k * 3, 90 + k * 40, rng.int(0, 80))}" stroke="${k % 2 ? p.sun : p.far}" stroke-width="${2 + k}" fill="none" opacity="${0.35 + k * 0.1}"/>`,
      )
      .join('') +
    `<path d="${hill(rng, w, h, h * 0.97, h * 0.06)}" fill="${p.accent}" opacity="0.6"/>`,
  // Forest
  (rng, p, w, h) =>
    `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<circle cx="${f(w * 0.75)}" cy="${f(h * 0.3)}" r="${f(h * 0.09)}" fill="${p.sun}"/>` +
    `<path d="${hill(rng, w, h, h * 0.62, h * 0.1)}" fill="${p.far}"/>` +
    trees(rng, w, h * 0.66, p.mid, 26, 38) +
    `<path d="${hill(rng, w, h, h * 0.82, h * 0.08)}" fill="${p.mid}"/>` +
    trees(rng, w, h * 0.86, p.near, 18, 60) +
    `<rect y="${f(h * 0.88)}" width="${w}" height="${f(h * 0.12)}" fill="${p.near}"/>`,
  // Mandala
  (rng, p, w, h) => {
    const cx = w / 2;
    const cy = h / 2;
    let petals = '';
    for (let ring = 0; ring < 5; ring += 1) {
      const n = 8 + ring * 4;
      const r = 40 + ring * 52;
      const color = [p.accent, p.mid, p.far, p.near, p.sun][ring] ?? p.mid;
      for (let k = 0; k < n; k += 1) {
        const a = (360 / n) * k + ring * 7;
        petals += `<ellipse cx="${f(cx)}" cy="${f(cy - r)}" rx="${f(10 + ring * 4)}" ry="${f(26 + ring * 6)}" fill="${color}" opacity="0.55" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"/>`;
      }
    }
    return (
      `<defs><radialGradient id="r"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></radialGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#r)"/>${petals}` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(26 + rng.int(0, 8))}" fill="${p.sun}"/>`
    );
  },
  // Sound ripples over dunes
  (rng, p, w, h) => {
    const cx = w * (0.35 + rng.next() * 0.3);
    const cy = h * 0.45;
    const rings = Array.from(
      { length: 9 },
      (_, k) =>
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(30 + k * 42)}" fill="none" stroke="${k % 2 ? p.accent : p.sun}" stroke-width="${f(6 - k * 0.5)}" opacity="${f(0.8 - k * 0.08)}"/>`,
    ).join('');
    return (
      `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>${rings}` +
      `<path d="${hill(rng, w, h, h * 0.8, h * 0.1)}" fill="${p.far}"/>` +
      `<path d="${hill(rng, w, h, h * 0.92, h * 0.08)}" fill="${p.mid}"/>`
    );
  },
  // Flowing dance ribbons
  (rng, p, w, h) => {
    const ribbons = Array.from({ length: 6 }, (_, k) => {
      const y0 = h * (0.2 + k * 0.12);
      const d = `M-50,${f(y0)} C${f(w * 0.3)},${f(y0 - 160 + rng.int(0, 320))} ${f(w * 0.6)},${f(y0 + 160 - rng.int(0, 320))} ${w + 50},${f(y0 + rng.int(-80, 80))}`;
      const color = [p.accent, p.sun, p.mid, p.far, p.near, p.sun][k] ?? p.mid;
      return `<path d="${d}" stroke="${color}" stroke-width="${18 + k * 6}" fill="none" stroke-linecap="round" opacity="0.55"/>`;
    }).join('');
    return `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>${ribbons}`;
  },
];

const house = (x: number, y: number, w: number, h: number, wall: string, roof: string): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>` +
  `<polygon points="${f(x - w * 0.08)},${f(y)} ${f(x + w / 2)},${f(y - h * 0.75)} ${f(x + w * 1.08)},${f(y)}" fill="${roof}"/>` +
  `<rect x="${f(x + w * 0.42)}" y="${f(y + h * 0.45)}" width="${f(w * 0.16)}" height="${f(h * 0.55)}" fill="${roof}" opacity="0.8"/>` +
  `<rect x="${f(x + w * 0.12)}" y="${f(y + h * 0.25)}" width="${f(w * 0.16)}" height="${f(h * 0.22)}" fill="#f7eedb" opacity="0.85"/>` +
  `<rect x="${f(x + w * 0.72)}" y="${f(y + h * 0.25)}" width="${f(w * 0.16)}" height="${f(h * 0.22)}" fill="#f7eedb" opacity="0.85"/>`;

const VENUE_SCENES: readonly Scene[] = [
  // Farmhouse in the fields
  (rng, p, w, h) =>
    `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<path d="${hill(rng, w, h, h * 0.62, h * 0.08)}" fill="${p.far}"/>` +
    trees(rng, w * 0.35, h * 0.64, p.mid, 7, 40) +
    house(w * 0.45, h * 0.5, w * 0.3, h * 0.2, p.sun, p.accent) +
    `<path d="${hill(rng, w, h, h * 0.78, h * 0.05)}" fill="${p.mid}"/>` +
    Array.from(
      { length: 6 },
      (_, k) =>
        `<path d="M0,${f(h * (0.82 + k * 0.035))} Q${f(w / 2)},${f(h * (0.8 + k * 0.035))} ${w},${f(h * (0.83 + k * 0.035))}" stroke="${p.near}" stroke-width="3" fill="none" opacity="0.4"/>`,
    ).join(''),
  // Studio interior: arched windows onto green, wooden floor
  (rng, p, w, h) => {
    const windows = [0.18, 0.5, 0.82]
      .map(
        (x) =>
          `<path d="M${f(w * x - 110)},${f(h * 0.62)} L${f(w * x - 110)},${f(h * 0.3)} A110,110 0 0 1 ${f(w * x + 110)},${f(h * 0.3)} L${f(w * x + 110)},${f(h * 0.62)} Z" fill="${p.far}"/>` +
          `<path d="M${f(w * x - 110)},${f(h * 0.62)} L${f(w * x - 110)},${f(h * 0.5)} Q${f(w * x)},${f(h * (0.4 + rng.next() * 0.05))} ${f(w * x + 110)},${f(h * 0.5)} L${f(w * x + 110)},${f(h * 0.62)} Z" fill="${p.mid}"/>` +
          `<line x1="${f(w * x)}" y1="${f(h * 0.2)}" x2="${f(w * x)}" y2="${f(h * 0.62)}" stroke="${p.sun}" stroke-width="6"/>`,
      )
      .join('');
    const planks = Array.from(
      { length: 14 },
      (_, k) =>
        `<line x1="${f(w / 2)}" y1="${f(h * 0.66)}" x2="${f(-w + (k * (w * 3)) / 13)}" y2="${h}" stroke="${p.near}" stroke-width="2" opacity="0.35"/>`,
    ).join('');
    const mats = [0.3, 0.5, 0.7]
      .map(
        (x) =>
          `<rect x="${f(w * x - 40)}" y="${f(h * 0.78)}" width="80" height="150" rx="12" fill="${p.accent}" opacity="0.75"/>`,
      )
      .join('');
    return `<rect width="${w}" height="${h}" fill="#f3ead8"/>${windows}<rect y="${f(h * 0.66)}" width="${w}" height="${f(h * 0.34)}" fill="#c9a77c"/>${planks}${mats}`;
  },
  // Lodge in the woods
  (rng, p, w, h) =>
    `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>` +
    trees(rng, w, h * 0.6, p.far, 24, 50) +
    house(w * 0.36, h * 0.55, w * 0.28, h * 0.18, '#a77b55', p.near) +
    trees(rng, w, h * 0.82, p.mid, 10, 70) +
    `<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="${p.near}"/>`,
  // Yurt camp between dunes
  (rng, p, w, h) =>
    `<defs>${skyDefs(p, 's')}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<path d="${hill(rng, w, h, h * 0.68, h * 0.08)}" fill="${p.far}"/>` +
    [0.2, 0.45, 0.7]
      .map(
        (x, k) =>
          `<path d="M${f(w * x - 90 + k * 8)},${f(h * 0.74)} L${f(w * x - 90 + k * 8)},${f(h * 0.64)} Q${f(w * x + k * 8)},${f(h * 0.5)} ${f(w * x + 90 + k * 8)},${f(h * 0.64)} L${f(w * x + 90 + k * 8)},${f(h * 0.74)} Z" fill="${p.sun}"/>` +
          `<rect x="${f(w * x - 14 + k * 8)}" y="${f(h * 0.67)}" width="28" height="${f(h * 0.07)}" fill="${p.accent}"/>`,
      )
      .join('') +
    `<path d="${hill(rng, w, h, h * 0.86, h * 0.06)}" fill="${p.mid}"/>`,
  // Cloister arches
  (_rng, p, w, h) => {
    const arches = Array.from({ length: 6 }, (_, k) => {
      const x = 60 + k * ((w - 120) / 6);
      const aw = (w - 120) / 6 - 30;
      return (
        `<path d="M${f(x)},${f(h * 0.8)} L${f(x)},${f(h * 0.42)} A${f(aw / 2)},${f(aw / 2)} 0 0 1 ${f(x + aw)},${f(h * 0.42)} L${f(x + aw)},${f(h * 0.8)} Z" fill="${p.mid}"/>` +
        `<path d="M${f(x)},${f(h * 0.8)} L${f(x)},${f(h * 0.65)} Q${f(x + aw / 2)},${f(h * 0.58)} ${f(x + aw)},${f(h * 0.65)} L${f(x + aw)},${f(h * 0.8)} Z" fill="${p.near}"/>`
      );
    }).join('');
    return `<rect width="${w}" height="${h}" fill="#e8dcc4"/><rect y="${f(h * 0.15)}" width="${w}" height="${f(h * 0.07)}" fill="#d6c6a6"/>${arches}<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="#cdb893"/>`;
  },
  // Hall with string lights
  (rng, p, w, h) => {
    const lights = Array.from({ length: 3 }, (_, row) => {
      const y = h * (0.18 + row * 0.12);
      let dots = `<path d="M0,${f(y)} Q${f(w / 2)},${f(y + 90)} ${w},${f(y)}" stroke="${p.far}" stroke-width="2" fill="none"/>`;
      for (let k = 1; k < 16; k += 1) {
        const t = k / 16;
        const x = w * t;
        const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + 90) + t * t * y;
        dots += `<circle cx="${f(x)}" cy="${f(yy + 8)}" r="${f(6 + rng.next() * 3)}" fill="${p.sun}" opacity="0.9"/>`;
      }
      return dots;
    }).join('');
    return `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.near}"/><stop offset="1" stop-color="#2f3e36"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${lights}<rect y="${f(h * 0.75)}" width="${w}" height="${f(h * 0.25)}" fill="#8a6a4a"/><ellipse cx="${f(w / 2)}" cy="${f(h * 0.8)}" rx="${f(w * 0.3)}" ry="${f(h * 0.05)}" fill="${p.accent}" opacity="0.5"/>`;
  },
];

const AVATAR_SYMBOLS: readonly ((p: Palette) => string)[] = [
  // person silhouette
  (p) =>
    `<circle cx="128" cy="100" r="46" fill="${p.sun}" opacity="0.95"/><path d="M44,256 C52,178 92,156 128,156 C164,156 204,178 212,256 Z" fill="${p.sun}" opacity="0.95"/>`,
  // leaf
  (p) =>
    `<path d="M128,40 C200,80 210,170 128,220 C46,170 56,80 128,40 Z" fill="${p.sun}"/><path d="M128,60 L128,210" stroke="${p.near}" stroke-width="5"/>`,
  // sun
  (p) =>
    `<circle cx="128" cy="128" r="46" fill="${p.sun}"/>${Array.from({ length: 12 }, (_, k) => `<rect x="124" y="28" width="8" height="34" rx="4" fill="${p.sun}" transform="rotate(${k * 30} 128 128)"/>`).join('')}`,
  // lotus
  (p) =>
    `${[-50, -25, 0, 25, 50].map((a) => `<ellipse cx="128" cy="120" rx="22" ry="60" fill="${p.sun}" opacity="0.8" transform="rotate(${a} 128 180)"/>`).join('')}<rect x="70" y="176" width="116" height="10" rx="5" fill="${p.sun}"/>`,
  // moon
  (p) =>
    `<circle cx="128" cy="128" r="70" fill="${p.sun}"/><circle cx="156" cy="110" r="62" fill="${p.mid}"/>`,
  // spiral of circles
  (p) =>
    Array.from({ length: 14 }, (_, k) => {
      const a = k * 0.75;
      const r = 8 + k * 5.5;
      return `<circle cx="${f(128 + Math.cos(a) * r)}" cy="${f(128 + Math.sin(a) * r)}" r="${f(4 + k * 0.9)}" fill="${p.sun}" opacity="0.9"/>`;
    }).join(''),
];

const avatarSvg = (i: number): string => {
  const p = PALETTES[i % PALETTES.length] as Palette;
  const symbol = AVATAR_SYMBOLS[i < 6 ? 0 : (i % 5) + 1] as (p: Palette) => string;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.near}"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/>${symbol(p)}</svg>`;
};

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const write = async (dir: string, n: number, content: string): Promise<number> => {
  await mkdir(join(ROOT, dir), { recursive: true });
  const file = join(ROOT, dir, `${String(n).padStart(2, '0')}.webp`);
  const data = await sharp(Buffer.from(content)).webp({ quality: 70, effort: 6 }).toBuffer();
  await writeFile(file, data);
  return (await stat(file)).size;
};

const main = async (): Promise<void> => {
  let total = 0;
  let largest = 0;
  const track = (size: number): void => {
    total += size;
    largest = Math.max(largest, size);
  };
  for (let i = 0; i < 24; i += 1) {
    const scene = EVENT_SCENES[i % EVENT_SCENES.length] as Scene;
    const palette = PALETTES[(i * 5 + Math.floor(i / 6)) % PALETTES.length] as Palette;
    track(await write('events', i + 1, svg(1200, 675, scene(createRng(1000 + i), palette, 1200, 675))));
  }
  for (let i = 0; i < 12; i += 1) {
    const scene = VENUE_SCENES[i % VENUE_SCENES.length] as Scene;
    const palette = PALETTES[(i + Math.floor(i / 6) * 3) % PALETTES.length] as Palette;
    track(await write('venues', i + 1, svg(1200, 800, scene(createRng(2000 + i), palette, 1200, 800))));
  }
  for (let i = 0; i < 12; i += 1) track(await write('avatars', i + 1, avatarSvg(i)));
  console.log(
    `48 images in ${ROOT}: ${(total / 1024).toFixed(0)} KB total, largest ${(largest / 1024).toFixed(1)} KB`,
  );
};

await main();
