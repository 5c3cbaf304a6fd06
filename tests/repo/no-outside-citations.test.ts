// The repository explains itself (docs/style.md#the-repository-explains-itself, ADR 052): no file
// cites an issue number, a document a reader of the repository does not have or a folder of the
// machine it was written on, and every cited
// heading of docs/product.md, design.md and style.md exists. It reads every file git tracks or
// would track (so a new, not yet added file counts too) and names each offence.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TEXT = /\.(ts|tsx|js|mjs|cjs|astro|css|html|md|mdx|jsonc|sh|ya?ml)$|^\.ci\/run$/;

// What a stranger cannot follow: tracker numbers, and the sections or files of documents that live
// outside the repository. The repository's own docs are docs/product.md, design.md and style.md.
const OUTSIDE: readonly (readonly [string, RegExp])[] = [
  ['an issue number', /\bissues? \d+/i],
  ['a section of the outside specification', /\bspec §/],
  ['a section of the outside design', /\bDESIGN §/],
  ['a rule of the outside style guide', /\bSTYLE (\d|§)/],
  ['an outside document', /\b(DESIGN|STYLE)\.md\b|product-spec\.md/],
  // A folder of the machine it was written on reads as an address nobody else has (a route under
  // /api/work is built from core's WORK_API, never spelt out).
  ['a path of a development machine', /\/(work|home)\//],
];

function files(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((f) => TEXT.test(f) && f !== 'tests/repo/no-outside-citations.test.ts');
}

/** A file's text, or '' when it is deleted in the work tree but still in git's index. */
function read(path: string): string {
  try {
    return readFileSync(resolve(ROOT, path), 'utf8');
  } catch {
    return '';
  }
}

/** Every line of the given files that cites something outside the repository, as 'path:line: what'. */
function outsideCitations(paths: readonly string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    read(path)
      .split('\n')
      .forEach((line, i) => {
        for (const [what, pattern] of OUTSIDE) if (pattern.test(line)) found.push(`${path}:${i + 1}: ${what}`);
      });
  }
  return found;
}

// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** Citations of docs/product.md, design.md or style.md whose heading does not exist. */
function brokenHeadings(paths: readonly string[]): string[] {
  const anchors = new Map<string, Set<string>>();
  for (const doc of ['product', 'design', 'style']) {
    const text = read(`docs/${doc}.md`);
    anchors.set(doc, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!))));
  }
  const broken: string[] = [];
  for (const path of paths) {
    for (const m of read(path).matchAll(/\b(product|design|style)\.md#([\w-]+)/g))
      if (!anchors.get(m[1]!)!.has(m[2]!)) broken.push(`${path}: ${m[0]}`);
  }
  return broken;
}

describe('the repository explains itself', () => {
  const paths = files();

  it('cites no issue number and no document outside the repository', () => {
    expect(paths.length).toBeGreaterThan(500);
    expect(outsideCitations(paths)).toEqual([]);
  });

  it('cites only headings that docs/product.md, design.md and style.md have', () => {
    expect(brokenHeadings(paths)).toEqual([]);
  });
});
