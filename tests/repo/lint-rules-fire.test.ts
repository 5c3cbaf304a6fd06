// A lint rule that never fires looks exactly like a clean tree. This runs ESLint with the
// repository's own config on a deliberate a ↔ b cycle and asserts import-x/no-cycle reports it,
// and that every package and site is linted with the rule and the TypeScript extensions it needs
// to follow their imports (ADR 053). It also proves the client's boundary with protocol: a value
// import of protocol fails lint, a type-only one passes (ADR 050).
import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = ['tests/repo/fixtures/cycle/a.ts', 'tests/repo/fixtures/cycle/b.ts'];

// One source file of every package and site: the rule must be on wherever code lives.
const AREAS = [
  'packages/core/src/index.ts',
  'packages/i18n/src/index.ts',
  'packages/protocol/src/index.ts',
  'packages/server/src/main.ts',
  'packages/ui/src/index.ts',
  'packages/client/src/index.ts',
  'mocks/src/index.ts',
  'sites/app/src/main.tsx',
  'sites/web/src/pages/index.astro',
];

// The fixture is ignored by the normal lint; `ignore: false` lints it anyway, with the same config.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

describe('import-x/no-cycle', () => {
  it('reports the deliberate cycle in both of its files', async () => {
    const results = await eslint.lintFiles(FIXTURE);
    const cycles = results.map((result) => ({
      file: result.filePath.slice(ROOT.length + 1),
      rules: result.messages.map((message) => message.ruleId),
    }));
    expect(cycles).toEqual(FIXTURE.map((file) => ({ file, rules: ['import-x/no-cycle'] })));
  }, 60_000);

  it.each(AREAS)(
    'is on for %s, with TypeScript files followed',
    async (file) => {
      expect(existsSync(resolve(ROOT, file))).toBe(true);
      const config = await eslint.calculateConfigForFile(file);
      const [severity] = [config.rules['import-x/no-cycle']].flat();
      expect([2, 'error']).toContain(severity);
      expect(config.settings['import-x/extensions']).toEqual(expect.arrayContaining(['.ts', '.tsx']));
      if (extname(file) !== '.astro') expect(config.settings['import-x/extensions']).toContain(extname(file));
    },
    60_000,
  );
});

// http/ reaches the database only through domain/ (ADR 054): the pattern must see db/ from any depth
// of http/, as `routes/<family>/` and `plumbing/` sit two folders down.
describe('http/ keeps out of db/', () => {
  it('refuses a value import of db/ from a folder inside http/', async () => {
    const [result] = await eslint.lintText(
      "import { createDb } from '../../db/create-db.ts';\n\nexport const probe = createDb;\n",
      { filePath: resolve(ROOT, 'packages/server/src/http/plumbing/probe.ts') },
    );
    expect(result?.messages.map((message) => message.ruleId)).toContain('@typescript-eslint/no-restricted-imports');
  }, 60_000);
});

// Linted as text under a client path, so the client's own rules apply to it (the fixtures stay
// outside packages/client, where the normal lint and the build never see them).
const AS_CLIENT = 'packages/client/src/lint-fixture.ts';
const protocolFixture = (name: string) =>
  readFileSync(resolve(ROOT, 'tests/repo/fixtures/client-protocol', name), 'utf8');

describe('the client and protocol', () => {
  it('refuses a value import of protocol in the client', async () => {
    const [result] = await eslint.lintText(protocolFixture('value-import.ts'), { filePath: AS_CLIENT });
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(result!.messages[0]!.message).toContain('for types only');
  }, 60_000);

  it('lets a type-only import and re-export of protocol through', async () => {
    const [result] = await eslint.lintText(protocolFixture('type-import.ts'), { filePath: AS_CLIENT });
    expect(result!.messages).toEqual([]);
  }, 60_000);
});
