// `?fields=` (protocol §3.1): the response keeps only the listed keys. PocketBase's picker, for
// the subset we support: a comma list (spaces separate too) of dot-paths, `*` for every key of
// its level not otherwise named; names that match nothing are ignored. Modifiers such as
// `:excerpt(…)` are refused rather than ignored.
import { FilterError } from './filter/filter-error.ts';

const SEPARATORS = new Set([',', ' ', '\t', '\n']);

/** The paths in `?fields=`, or null when absent or empty (then nothing is picked). Throws FilterError. */
export function parseFields(raw: string | undefined): string[] | null {
  if (raw === undefined || raw === '') return null;
  const paths = splitFields(raw);
  const modified = paths.find((p) => p.includes(':'));
  if (modified !== undefined) throw new FilterError(`field modifiers are not supported ("${modified}")`);
  return paths;
}

// PocketBase's tools/tokenizer: separators outside quotes and parentheses end a token and runs of
// them collapse, but a leading separator still yields an empty token (which then matches nothing).
function splitFields(raw: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  const skipSeparators = () => {
    while (i < raw.length && SEPARATORS.has(raw[i] as string)) i++;
  };
  if (raw[0] === ' ' || raw[0] === '\t' || raw[0] === '\n') skipSeparators();
  while (i < raw.length || tokens.length === 0) {
    let token = '';
    let depth = 0;
    let quote = '';
    let prev = '';
    for (; i < raw.length; i++) {
      const c = raw[i] as string;
      if (prev !== '\\') {
        if (c === '(' && quote === '') depth++;
        else if (c === ')' && depth > 0 && quote === '') depth--;
        else if (c === '"' || c === "'" || c === '`') quote = quote === c ? '' : quote === '' ? c : quote;
      }
      if (SEPARATORS.has(c) && depth === 0 && quote === '') break;
      prev = c;
      token += c;
    }
    if (depth > 0 || quote !== '') throw new FilterError(`unbalanced parenthesis or quote in fields "${token}"`);
    i++;
    skipSeparators();
    tokens.push(token.trim());
  }
  return tokens;
}

/** Keeps the listed paths of a JSON value: each item of an array, the keys of an object. */
export function pickFields<T>(data: T, paths: readonly string[] | null): T {
  if (paths === null) return data;
  return pickValue(data, paths) as T;
}

function pickValue(data: unknown, paths: readonly string[]): unknown {
  if (Array.isArray(data)) {
    // PocketBase leaves arrays of non-objects as they are.
    return isObject(data[0]) ? data.map((item) => (isObject(item) ? pickObject(item, paths) : item)) : data;
  }
  return isObject(data) ? pickObject(data, paths) : data;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const addresses = (path: string, key: string) => `${path}.`.startsWith(`${key}.`);

function pickObject(data: Record<string, unknown>, requested: readonly string[]): Record<string, unknown> {
  if (requested.length === 0) return data;
  const paths = [...requested];
  if (paths.includes('*')) {
    for (const key of Object.keys(data)) if (!paths.some((p) => addresses(p, key))) paths.push(key);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const rests = paths.filter((p) => addresses(p, key)).map((p) => `${p}.`.slice(key.length + 1).replace(/\.$/, ''));
    if (rests.length === 0) continue;
    // Naming the key itself keeps its whole value, whatever deeper paths also name.
    const picked = rests.includes('') ? value : pickValue(value, rests);
    Object.defineProperty(out, key, { value: picked, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
