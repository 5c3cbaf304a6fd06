// pnpm demo-images — draws the pictures of the demo's labelling project (docs/decisions/060-demo-paid-work.md)
// and writes them as small PNGs beside its items (committed; run again only when a drawing
// changes). Each thing is a flat SVG drawing in a 100 × 100 box standing on y = 100; a scene puts one
// to three of them side by side on grass under a sky, and Debian's Chromium rasterises it, as
// scripts/render-icons.ts does for the brand mark, so no image library is needed.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/chromium.ts';

const DEMO_WORK = join(import.meta.dirname, '../packages/server/src/domain/members/demo-work');
const OUT = join(DEMO_WORK, 'images');
/** The pictures and what each shows, left to right (read by pictures.ts too, for the right labels). */
const SCENES = JSON.parse(readFileSync(join(DEMO_WORK, 'scenes.json'), 'utf8')) as { file: string; things: Thing[] }[];
type Thing = keyof typeof DRAWINGS;
const WIDTH = 320;
const HEIGHT = 240;
const SKIN = '#8d5524';
const INK = '#263238';

const leg = (x: number, y: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="6" height="${h}" rx="2" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`;

const DRAWINGS = {
  person: [
    `<rect x="39" y="62" width="9" height="36" rx="3" fill="#1e3a8a"/>`,
    `<rect x="52" y="62" width="9" height="36" rx="3" fill="#1e3a8a"/>`,
    `<ellipse cx="43" cy="98" rx="7" ry="3" fill="${INK}"/><ellipse cx="57" cy="98" rx="7" ry="3" fill="${INK}"/>`,
    `<path d="M40 35 L27 62 M60 35 L73 62" stroke="${SKIN}" stroke-width="7" stroke-linecap="round"/>`,
    `<rect x="36" y="29" width="28" height="38" rx="8" fill="#e53935"/>`,
    `<rect x="46" y="22" width="8" height="9" fill="${SKIN}"/>`,
    `<circle cx="50" cy="15" r="11" fill="${SKIN}"/>`,
    `<path d="M39 12 Q50 0 61 12 Q50 7 39 12 Z" fill="#1b1b1b"/>`,
    `<circle cx="46" cy="15" r="1.5" fill="#111"/><circle cx="54" cy="15" r="1.5" fill="#111"/>`,
    `<path d="M46 20 Q50 23 54 20" stroke="#111" stroke-width="1.2" fill="none"/>`,
  ].join(''),
  cow: [
    leg(26, 62, 36, '#fafafa'),
    leg(36, 64, 34, '#fafafa'),
    leg(62, 64, 34, '#fafafa'),
    leg(72, 62, 36, '#fafafa'),
    `<path d="M17 50 Q8 62 10 76" stroke="${INK}" stroke-width="2" fill="none"/>`,
    `<ellipse cx="48" cy="52" rx="33" ry="18" fill="#fafafa" stroke="${INK}" stroke-width="2"/>`,
    `<ellipse cx="38" cy="46" rx="10" ry="7" fill="${INK}"/><ellipse cx="60" cy="58" rx="8" ry="6" fill="${INK}"/>`,
    `<ellipse cx="48" cy="70" rx="6" ry="3.5" fill="#f48fb1"/>`,
    `<path d="M80 32 L76 22 M92 32 L97 22" stroke="#bcaaa4" stroke-width="3.5" stroke-linecap="round"/>`,
    `<ellipse cx="86" cy="42" rx="11" ry="12" fill="#fafafa" stroke="${INK}" stroke-width="2"/>`,
    `<ellipse cx="87" cy="51" rx="9" ry="6" fill="#f48fb1" stroke="${INK}" stroke-width="1.5"/>`,
    `<circle cx="82" cy="39" r="1.8" fill="#111"/><circle cx="91" cy="39" r="1.8" fill="#111"/>`,
  ].join(''),
  chicken: [
    `<path d="M46 82 L44 98 M56 82 L58 98 M38 98 H48 M54 98 H64" stroke="#f57c00" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M28 62 Q10 40 22 30 Q28 48 36 52 Z" fill="#6d4c41"/>`,
    `<ellipse cx="50" cy="64" rx="26" ry="20" fill="#c0703a" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M40 62 Q52 74 62 60" stroke="#8d4a22" stroke-width="3" fill="none"/>`,
    `<circle cx="70" cy="40" r="11" fill="#c0703a" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M63 31 Q66 22 70 29 Q73 21 77 30" fill="#e53935" stroke="#b71c1c" stroke-width="1"/>`,
    `<path d="M80 38 L90 42 L80 45 Z" fill="#ffb300"/>`,
    `<path d="M76 47 Q79 55 74 54 Z" fill="#e53935"/>`,
    `<circle cx="73" cy="38" r="1.8" fill="#111"/>`,
  ].join(''),
  dog: [
    leg(30, 62, 36, '#a1662f'),
    leg(40, 64, 34, '#a1662f'),
    leg(60, 64, 34, '#a1662f'),
    leg(68, 62, 36, '#a1662f'),
    `<path d="M24 54 Q10 44 14 30" stroke="#a1662f" stroke-width="5" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="50" cy="58" rx="28" ry="12" fill="#a1662f" stroke="${INK}" stroke-width="2"/>`,
    `<circle cx="78" cy="42" r="12" fill="#a1662f" stroke="${INK}" stroke-width="2"/>`,
    `<ellipse cx="90" cy="47" rx="8" ry="5" fill="#c58b52" stroke="${INK}" stroke-width="1.5"/>`,
    `<circle cx="97" cy="46" r="2.5" fill="#111"/>`,
    `<path d="M70 32 Q64 44 70 52 Q74 42 74 33 Z" fill="#5d3a1a"/>`,
    `<circle cx="81" cy="39" r="1.8" fill="#111"/>`,
  ].join(''),
  matatu: [
    `<rect x="3" y="36" width="94" height="50" rx="10" fill="#fdd835" stroke="${INK}" stroke-width="2"/>`,
    `<rect x="3" y="66" width="94" height="8" fill="#2e7d32"/>`,
    `<rect x="9" y="43" width="18" height="16" rx="2" fill="#bbdefb" stroke="${INK}" stroke-width="1.5"/>`,
    `<rect x="31" y="43" width="18" height="16" rx="2" fill="#bbdefb" stroke="${INK}" stroke-width="1.5"/>`,
    `<rect x="53" y="43" width="18" height="16" rx="2" fill="#bbdefb" stroke="${INK}" stroke-width="1.5"/>`,
    `<path d="M75 43 H88 Q93 43 93 50 V59 H75 Z" fill="#bbdefb" stroke="${INK}" stroke-width="1.5"/>`,
    `<rect x="91" y="70" width="6" height="5" fill="#fff59d" stroke="${INK}"/>`,
    `<circle cx="24" cy="87" r="11" fill="${INK}"/><circle cx="24" cy="87" r="4.5" fill="#b0bec5"/>`,
    `<circle cx="76" cy="87" r="11" fill="${INK}"/><circle cx="76" cy="87" r="4.5" fill="#b0bec5"/>`,
  ].join(''),
  boda: [
    `<circle cx="20" cy="80" r="15" fill="none" stroke="${INK}" stroke-width="6"/>`,
    `<circle cx="80" cy="80" r="15" fill="none" stroke="${INK}" stroke-width="6"/>`,
    `<path d="M20 80 L42 62 H66 L80 80 M66 62 L72 40" stroke="#455a64" stroke-width="4.5" fill="none" stroke-linejoin="round"/>`,
    `<path d="M64 40 H82" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
    `<ellipse cx="58" cy="58" rx="11" ry="7" fill="#d32f2f" stroke="${INK}" stroke-width="1.5"/>`,
    `<rect x="30" y="50" width="22" height="8" rx="4" fill="${INK}"/>`,
    `<circle cx="78" cy="48" r="4" fill="#fff59d" stroke="${INK}"/>`,
    `<path d="M34 70 H52" stroke="#9e9e9e" stroke-width="4" stroke-linecap="round"/>`,
  ].join(''),
  house: [
    `<rect x="16" y="50" width="68" height="48" fill="#f3dfb6" stroke="#8b5a2b" stroke-width="2"/>`,
    `<path d="M8 53 L50 18 L92 53 Z" fill="#90a4ae" stroke="#546e7a" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M26 45 L50 25 M38 48 L58 31 M62 35 L74 45" stroke="#b0bec5" stroke-width="2"/>`,
    `<rect x="43" y="68" width="15" height="30" fill="#6d4c41"/>`,
    `<rect x="22" y="62" width="15" height="13" fill="#bbdefb" stroke="#8b5a2b" stroke-width="1.5"/>`,
    `<rect x="64" y="62" width="15" height="13" fill="#bbdefb" stroke="#8b5a2b" stroke-width="1.5"/>`,
  ].join(''),
  tower: [
    `<rect x="24" y="4" width="52" height="94" fill="#90a4ae" stroke="#455a64" stroke-width="2"/>`,
    ...[12, 26, 40, 54, 68].flatMap((y) =>
      [30, 45, 60].map((x) => `<rect x="${x}" y="${y}" width="10" height="9" fill="#e3f2fd"/>`),
    ),
    `<rect x="42" y="82" width="16" height="16" fill="#37474f"/>`,
  ].join(''),
  tree: [
    `<path d="M44 98 L46 55 H54 L56 98 Z" fill="#6d4c41"/>`,
    `<circle cx="32" cy="48" r="18" fill="#388e3c"/><circle cx="68" cy="48" r="18" fill="#388e3c"/>`,
    `<circle cx="50" cy="32" r="26" fill="#2e7d32"/>`,
    `<circle cx="42" cy="26" r="6" fill="#43a047"/><circle cx="62" cy="40" r="5" fill="#43a047"/>`,
  ].join(''),
  maize: [
    `<path d="M50 98 V14" stroke="#558b2f" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M50 80 Q28 70 14 78 Q30 66 50 72 Z M50 62 Q72 52 88 60 Q70 46 50 55 Z M50 44 Q30 34 18 40 Q32 28 50 38 Z" fill="#7cb342" stroke="#558b2f"/>`,
    `<ellipse cx="60" cy="66" rx="6" ry="14" fill="#fbc02d" stroke="#c49000"/>`,
    `<path d="M54 78 Q56 60 60 52 Q62 62 66 78 Z" fill="#9ccc65"/>`,
    `<path d="M50 14 L42 4 M50 14 L50 2 M50 14 L58 4" stroke="#a1887f" stroke-width="2" stroke-linecap="round"/>`,
  ].join(''),
  ugali: [
    `<rect x="0" y="88" width="100" height="12" fill="#8d6e63"/>`,
    `<ellipse cx="50" cy="80" rx="48" ry="15" fill="#fafafa" stroke="#9e9e9e" stroke-width="2"/>`,
    `<ellipse cx="50" cy="79" rx="38" ry="10" fill="#eeeeee"/>`,
    `<path d="M16 80 Q18 52 36 50 Q54 52 56 80 Z" fill="#fff8e1" stroke="#d7c68c" stroke-width="2"/>`,
    ...[
      [62, 74],
      [70, 70],
      [76, 77],
      [66, 80],
      [80, 72],
      [72, 66],
    ].map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="7" ry="4" fill="#1b5e20" stroke="#0d3b12" transform="rotate(-20 ${x} ${y})"/>`,
    ),
  ].join(''),
  bananas: [
    `<rect x="0" y="90" width="100" height="10" fill="#8d6e63"/>`,
    ...[0, 9, 18].map(
      (dy) =>
        `<path d="M18 ${50 + dy} Q50 ${92 + dy} 86 ${46 + dy} Q52 ${76 + dy} 18 ${50 + dy} Z" fill="#ffd54f" stroke="#b28704" stroke-width="2"/>`,
    ),
    `<path d="M84 46 L92 38" stroke="#5d4037" stroke-width="5" stroke-linecap="round"/>`,
  ].join(''),
} satisfies Record<string, string>;

function scene(things: readonly Thing[]): string {
  const slot = WIDTH / things.length;
  const scale = [2, 1.4, 1][things.length - 1] ?? 1;
  const drawn = things.map((thing, index) => {
    if (!(thing in DRAWINGS)) throw new Error(`nobody draws a ${thing}`);
    const x = slot * index + (slot - 100 * scale) / 2;
    const y = 212 - 100 * scale;
    return `<g transform="translate(${x} ${y}) scale(${scale})">${DRAWINGS[thing]}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#d6ecfa"/>`,
    `<rect y="180" width="${WIDTH}" height="${HEIGHT - 180}" fill="#a5d6a7"/>`,
    ...drawn,
    '</svg>',
  ].join('');
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  for (const { file, things } of SCENES) {
    const src = `data:image/svg+xml;base64,${Buffer.from(scene(things)).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${WIDTH}" height="${HEIGHT}"></body>`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(join(OUT, file), await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }));
    console.log(`${file}: ${statSync(join(OUT, file)).size} bytes`);
  }
} finally {
  await browser.close();
}
