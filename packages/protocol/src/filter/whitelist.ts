import { FilterError } from './filter-error.ts';

export type FilterFieldType = 'text' | 'number' | 'bool' | 'date';
/** Wire field name → SQL column; only fields listed here can be filtered or sorted. */
export type FieldWhitelist = Record<string, { column: string; type: FilterFieldType }>;

/** Looks a wire field up, ignoring inherited keys such as "constructor" or "__proto__". */
export function lookupField(fields: FieldWhitelist, name: string): FieldWhitelist[string] {
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (field === undefined) throw new FilterError(`unknown field "${name}"`);
  return field;
}
