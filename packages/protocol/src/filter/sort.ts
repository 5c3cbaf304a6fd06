import { FilterError } from './filter-error.ts';
import { lookupField } from './whitelist.ts';
import type { FieldWhitelist } from './whitelist.ts';

/** `field` is the wire name (what the array evaluator reads), `column` the server's SQL column. */
export type SortItem = { field: string; column: string; direction: 'asc' | 'desc' };

// PocketBase's cap (protocol §7.6).
export const MAX_SORT_ITEMS = 8;

/** Parses `?sort=-created,+name` into whitelisted fields. Throws FilterError. */
export function parseSort(raw: string, fields: FieldWhitelist): SortItem[] {
  const items = raw.split(',');
  if (items.length > MAX_SORT_ITEMS) {
    throw new FilterError(`sort has more than ${MAX_SORT_ITEMS} items`);
  }
  return items.map((item) => {
    const trimmed = item.trim();
    const sign = trimmed[0];
    const direction = sign === '-' ? 'desc' : 'asc';
    // Like PocketBase, only the whole item is trimmed: "- name" names the field " name".
    const name = sign === '-' || sign === '+' ? trimmed.slice(1) : trimmed;
    if (name === '') throw new FilterError('sort has an empty item');
    if (name.startsWith('@')) {
      // @random and @rowid are PocketBase specials; random order would also defeat paging.
      throw new FilterError(`sorting by "${name}" is not supported`);
    }
    return { field: name, column: lookupField(fields, name).column, direction };
  });
}
