// PocketBase's `~` as one LIKE pattern, and that pattern as the databases run it, so the server
// (which binds the pattern) and the mocks (which match it on arrays) agree on every character.

/**
 * PocketBase's `~`: a value without an unescaped `%` is a substring search, so its `%`/`_`
 * are escaped and it is wrapped in `%…%`; otherwise the value is the pattern. Pairs that
 * are already escaped are kept, and a lone backslash means itself, which also keeps a
 * trailing backslash from making an invalid pattern on PostgreSQL.
 */
export function likePattern(value: string): string {
  const isPattern = hasUnescapedPercent(value);
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    const next = value[i + 1];
    if (c === '\\' && (next === '\\' || next === '%' || next === '_')) {
      out += c + next;
      i++;
    } else if (c === '\\') {
      out += '\\\\';
    } else if (!isPattern && c === '_') {
      out += '\\_';
    } else {
      out += c;
    }
  }
  return isPattern ? out : `%${out}%`;
}

function hasUnescapedPercent(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '\\') i++;
    else if (value[i] === '%') return true;
  }
  return false;
}

/**
 * SQLite's LOWER and its LIKE fold ASCII letters only; PocketBase runs on SQLite, so that is the
 * reference (PostgreSQL's LOWER also folds other letters: see ADR 004).
 */
export const asciiLower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

const REGEXP_SYNTAX = /[.*+?^${}()|[\]\\/]/g;

/**
 * `LOWER(text) LIKE LOWER(pattern) ESCAPE '\'` as a test on a string: `%` is any run of
 * characters (newlines too), `_` one code point, `\x` the character x, the whole text must match.
 */
export function likeMatcher(pattern: string): (text: string) => boolean {
  const lowered = asciiLower(pattern);
  let source = '';
  for (let i = 0; i < lowered.length; i++) {
    const c = lowered[i] as string;
    if (c === '\\' && i + 1 < lowered.length) source += (lowered[++i] as string).replace(REGEXP_SYNTAX, '\\$&');
    else if (c === '%') source += '.*';
    else if (c === '_') source += '.';
    else source += c.replace(REGEXP_SYNTAX, '\\$&');
  }
  const re = new RegExp(`^${source}$`, 'su');
  return (text) => re.test(asciiLower(text));
}
