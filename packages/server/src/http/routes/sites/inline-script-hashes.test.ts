import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.ts';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it.each([
    ['one inline script', '<script>a()</script>', [sha('a()')]],
    ['attributes on an inline script', '<script type="module">b()</script>', [sha('b()')]],
    ['external scripts are not hashed', '<script src="/x.js"></script><script type="module" src=/y.js></script>', []],
    ['empty scripts are skipped', '<script> </script>', []],
    ['duplicates count once', '<script>c()</script><SCRIPT>c()</SCRIPT>', [sha('c()')]],
    ['multi-line bodies are hashed byte for byte', '<script>\n  d();\n</script>', [sha('\n  d();\n')]],
  ])('%s', (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});
