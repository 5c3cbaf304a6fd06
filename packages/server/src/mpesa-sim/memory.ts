// The simulator's float remembered between starts (ADR 077). M-Pesa does not forget what its
// accounts hold when our server restarts; an in-process simulator does, and then every restart of
// `npm start` would show differences that no money made. With a memory file the Working and
// Utility Accounts are read at start and written after every change, so the simulator stays a
// world of its own that the books must agree with, not a copy of the books.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface FloatMemory {
  working: number;
  utility: number;
}

/** What the file remembers, or null when there is none yet (a first start). */
export function readFloatMemory(file: string): FloatMemory | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<FloatMemory>;
  if (!Number.isFinite(parsed.working) || !Number.isFinite(parsed.utility))
    throw new Error(`${file}: the simulator's float is not readable; remove the file to start it afresh`);
  return { working: parsed.working!, utility: parsed.utility! };
}

/** Written whole and renamed, so a crash never leaves half a file. */
export function writeFloatMemory(file: string, memory: FloatMemory): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(memory));
  renameSync(`${file}.tmp`, file);
}
