// The simulator's memory file (ADR 077): a restarted simulator reports the float it had, not its
// opening figures again; a damaged file stops the start with a sentence saying what to do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testKeys } from '../../test/support/daraja-rig.ts';
import { startDarajaSimulator } from './simulator.ts';

const dir = mkdtempSync(join(tmpdir(), 'mapato-sim-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the simulator remembers its float between starts', () => {
  it('a float moved before a restart is still there after it', async () => {
    const memoryFile = join(dir, 'mpesa-sim.json');
    const options = { ...(await testKeys()), port: 0, utilityBalance: 30_000, memoryFile };
    const first = await startDarajaSimulator(options);
    first.moveFloat('bank', 'Working Account', 4_000);
    first.moveFloat('Utility Account', 'bank', 1_000);
    await first.close();
    const second = await startDarajaSimulator(options);
    expect(second.balances()).toEqual({ working: 4_000, utility: 29_000 });
    await second.close();
  });

  it('a damaged file is refused at the start', async () => {
    const memoryFile = join(dir, 'damaged.json');
    writeFileSync(memoryFile, '{"working":"lots"}');
    await expect(startDarajaSimulator({ ...(await testKeys()), port: 0, memoryFile })).rejects.toThrow(
      /remove the file to start it afresh/,
    );
  });
});
