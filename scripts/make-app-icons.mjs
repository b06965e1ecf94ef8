// The installable app's icons (docs/decisions/0228-installable-app.md), drawn from the wordmark of
// apps/web/public/favicon.svg with sharp: 192 and 512 px for the manifest, a 512 px maskable one (the mark
// inside the safe zone, the 80 % circle, on a full-bleed background), and Apple's 180 px touch icon. The
// PNGs are committed; run again after changing the mark: `node scripts/make-app-icons.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/icons');
const BLUE = '#1c7ed6';
const T = '<path d="M9 9h14v3h-5.5v12h-3V12H9z" fill="#fff"/>';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BLUE}"/>${T}</svg>`;
// Maskable: the background fills the square; the mark is scaled to 60 % around the centre.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16.5)">${T}</g></svg>`;
// Apple draws its own rounded corners: a full square.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/>${T}</svg>`;

const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', apple, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.log(`apps/web/public/icons/${name}`);
}
