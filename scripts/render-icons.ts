// pnpm icons — draws the brand mark once and writes every icon the site and the installed app use
// into sites/web/public (committed; run again only when the mark changes). The mark is defined
// here as SVG and rasterised by Debian's Chromium, so the PNGs are reproducible without an image
// editor. Each variant is the same drawing:
//   favicon.svg, favicon.ico (16/32/48), icons/icon-{192,512}.png  a rounded green tile;
//   icons/maskable-512.png  full bleed, the mark inside the central 80 % circle that Android's
//                            masks keep (the "safe zone"), so no launcher shape cuts it;
//   apple-touch-icon.png    full bleed too: iOS fills transparency with black and rounds itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/chromium.ts';

const OUT = join(import.meta.dirname, '../sites/web/public');
const GREEN = '#0b7a43'; // the theme colour (--color-primary, <meta name="theme-color">)

/** An "M" whose valley catches a coin: Mapato means earnings. Drawn on a 512 × 512 canvas. */
const MARK = [
  '<path d="M144 368V160l112 128 112-128v208" fill="none" stroke="#fff" stroke-width="56" stroke-linecap="round" stroke-linejoin="round"/>',
  '<circle cx="256" cy="150" r="30" fill="#f6c343"/>',
].join('');

function svg({ bleed, scale }: { bleed: boolean; scale: number }): string {
  const tile = bleed
    ? `<rect width="512" height="512" fill="${GREEN}"/>`
    : `<rect width="512" height="512" rx="112" fill="${GREEN}"/>`;
  const mark =
    scale === 1 ? MARK : `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${MARK}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}${mark}</svg>\n`;
}

const TILE = svg({ bleed: false, scale: 1 });
// The mark's farthest point is 198 px from the centre; at 0.75 it lands at 149 px, well inside the
// safe zone's 205 px radius (40 % of 512).
const MASKABLE = svg({ bleed: true, scale: 0.75 });
const APPLE = svg({ bleed: true, scale: 0.85 });

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
async function png(source: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const src = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}"></body>`);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const image = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  return image;
}

/** An .ico holding PNG images (every browser since IE 11 reads PNG entries). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

try {
  mkdirSync(join(OUT, 'icons'), { recursive: true });
  writeFileSync(join(OUT, 'favicon.svg'), TILE);
  const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(TILE, size) })));
  writeFileSync(join(OUT, 'favicon.ico'), ico(favicons));
  writeFileSync(join(OUT, 'apple-touch-icon.png'), await png(APPLE, 180));
  writeFileSync(join(OUT, 'icons/icon-192.png'), await png(TILE, 192));
  writeFileSync(join(OUT, 'icons/icon-512.png'), await png(TILE, 512));
  writeFileSync(join(OUT, 'icons/maskable-512.png'), await png(MASKABLE, 512));
  console.log(`icons written to ${OUT}`);
} finally {
  await browser.close();
}
