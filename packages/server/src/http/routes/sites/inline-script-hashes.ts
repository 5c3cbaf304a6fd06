// Built pages may carry small inline scripts (Astro's island bootstrap). Rather than allowing
// 'unsafe-inline', the CSP names each one by its SHA-256, computed once per file.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

export function inlineScriptHashesOfFile(file: string): string[] {
  const { mtimeMs } = statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.hashes;
  const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs, hashes });
  return hashes;
}
