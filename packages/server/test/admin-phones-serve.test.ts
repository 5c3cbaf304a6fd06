// `mapato serve` with an admin phone it could not text (ADR 075) stops at start and says which,
// rather than being found silent the day the solvency guard trips.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';

describe('mapato serve with MAPATO_ADMIN_PHONES', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mapato-admin-phones-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses to start on a number that is not Kenyan, naming it, and opens no database', async () => {
    const run = await runCli(['serve', '--http', '127.0.0.1:0', '--dir', dir], {
      MAPATO_SECRET_PEPPER: 'a-pepper-long-enough-to-be-a-secret-42',
      MAPATO_ADMIN_PHONES: '0712345678,+447911123456',
      MAPATO_LOG: 'off',
      DATABASE_URL: '',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('MAPATO_ADMIN_PHONES: "+447911123456" is not a Kenyan phone number');
    expect(run.stdout).not.toContain('Mapato is serving');
    expect(await readdir(dir)).toEqual([]);
  });
});
