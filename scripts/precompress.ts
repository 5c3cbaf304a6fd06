// After the sites are built: a brotli copy (quality 11, the smallest) of every content-hashed
// script and style, which the server sends as is to browsers that accept brotli (ADR 026: on
// Slow 3G, bytes are time). Hashed files never change, so the work is done once per build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const HASHED_DIRS = ['sites/web/dist/_astro', 'sites/app/dist/assets', 'sites/app/dist/sw/assets'];
const COMPRESSIBLE = /\.(js|css|svg)$/;

let before = 0;
let after = 0;
for (const dir of HASHED_DIRS) {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    continue; // that site is not built
  }
  for (const name of names.filter((n) => COMPRESSIBLE.test(n))) {
    const file = join(dir, name);
    if (!statSync(file).isFile()) continue;
    const body = readFileSync(file);
    const compressed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, compressed);
    before += body.length;
    after += compressed.length;
  }
}
console.log(
  `precompress: ${(before / 1024).toFixed(0)} KB of scripts and styles → ${(after / 1024).toFixed(0)} KB brotli`,
);
