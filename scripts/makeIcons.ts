// `node --import tsx scripts/makeIcons.ts`: the app icons of the web app manifest (web/public/manifest.webmanifest)
// drawn from the Kring mark (web/public/favicon.svg, web/components/ui/Logo.tsx), written to web/public/icons.
// Run again after the mark changes; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../web/public/icons/', import.meta.url));
const CANVAS = '#fbf8f3';

/** The three circles of the mark in a 32-unit box, scaled by `scale` around the centre. */
const mark = (scale: number): string => {
  const offset = 16 * (1 - scale);
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="16" cy="11" r="7.5" fill="#6a9777" fill-opacity=".9"/>
    <circle cx="11" cy="19.5" r="7.5" fill="#c4714a" fill-opacity=".8"/>
    <circle cx="21" cy="19.5" r="7.5" fill="#2f4f3a" fill-opacity=".85"/></g>`;
};

/** `rounded`: the icon as browsers show it; otherwise full bleed for a platform that draws its own mask. */
const svg = (scale: number, rounded: boolean): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
    <rect width="32" height="32" ${rounded ? 'rx="7"' : ''} fill="${CANVAS}"/>${mark(scale)}</svg>`);

const ICONS = [
  { name: 'icon-192.png', size: 192, scale: 0.92, rounded: true },
  { name: 'icon-512.png', size: 512, scale: 0.92, rounded: true },
  // Maskable: everything that matters inside the central 80 % circle (the safe zone of the W3C spec).
  { name: 'maskable-512.png', size: 512, scale: 0.62, rounded: false },
  { name: 'apple-touch-icon.png', size: 180, scale: 0.78, rounded: false },
];

mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  await sharp(svg(icon.scale, icon.rounded), { density: 72 * (icon.size / 32) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${icon.name}`);
  process.stdout.write(`web/public/icons/${icon.name}\n`);
}
