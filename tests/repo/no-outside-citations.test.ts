// The repository explains itself (docs/style.md#the-repository-explains-itself, ADR 052): no file
// cites an issue number or a document a reader of the repository does not have. It reads every
// file git tracks or would track (so a new, not yet added file counts too) and names each offence.
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
];

function files(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((f) => TEXT.test(f) && f !== 'tests/repo/no-outside-citations.test.ts');
}

/** Every line of the given files that cites something outside the repository, as 'path:line: what'. */
function outsideCitations(paths: readonly string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = readFileSync(resolve(ROOT, path), 'utf8');
    } catch {
      continue; // deleted in the work tree but still in the index
    }
    text.split('\n').forEach((line, i) => {
      for (const [what, pattern] of OUTSIDE) if (pattern.test(line)) found.push(`${path}:${i + 1}: ${what}`);
    });
  }
  return found;
}

describe('the repository explains itself', () => {
  it('cites no issue number and no document outside the repository', () => {
    const paths = files();
    expect(paths.length).toBeGreaterThan(500);
    expect(outsideCitations(paths)).toEqual([]);
  });
});
