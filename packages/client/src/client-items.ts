// A project's items read on the phone before they are sent (docs/decisions/058): a CSV with a
// header row or JSON Lines, each item {ref, text, image, gold}; images as data: URLs. Big files go
// in requests of at most MAX_ITEMS_PER_REQUEST items, so the server never gets more at once.
import { m } from '@mapato/i18n';
import { MAX_ITEMS_PER_REQUEST } from '@mapato/core';
import type { ItemInput, ItemsAdded } from '@mapato/protocol';
import { addItems } from './client-projects.ts';
import type { ClientPocketBase } from './client-api.ts';

const FIELDS = ['ref', 'text', 'image', 'gold'] as const;

export interface ParsedItems {
  items: ItemInput[];
  /** one line per refused row, e.g. "Line 4: …"; the good rows are still sent */
  problems: string[];
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

function item(source: Record<string, unknown>): ItemInput | null {
  const out: ItemInput = {};
  for (const name of FIELDS) {
    const value = source[name];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    out[name] = String(value);
  }
  return out.text || out.image ? out : null;
}

export function parseCsvItems(text: string): ParsedItems {
  const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ''));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  if (!names.includes('text') && !names.includes('image')) return { items: [], problems: [m.client_itemsNoHeader()] };
  const items: ItemInput[] = [];
  const problems: string[] = [];
  rows.forEach((cells, i) => {
    const parsed = item(Object.fromEntries(names.map((n, j) => [n, cells[j]?.trim() ?? ''])));
    if (parsed) items.push(parsed);
    else problems.push(m.client_itemsBadLine({ line: i + 2 }));
  });
  return { items, problems };
}

export function parseJsonlItems(text: string): ParsedItems {
  const items: ItemInput[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    let parsed: ItemInput | null = null;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        parsed = item(value as Record<string, unknown>);
    } catch {
      parsed = null;
    }
    if (parsed) items.push(parsed);
    else problems.push(m.client_itemsBadLine({ line: i + 1 }));
  });
  return { items, problems };
}

/** By the file's name: .jsonl / .ndjson are JSON Lines, anything else is read as CSV. */
export const parseItemsFile = (name: string, text: string): ParsedItems =>
  /\.(jsonl|ndjson)$/i.test(name) ? parseJsonlItems(text) : parseCsvItems(text);

/** Chosen image files become items, each its data: URL (the server checks their bytes). */
export async function imageItems(files: readonly File[]): Promise<ItemInput[]> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise<ItemInput>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve({ ref: file.name, image: String(reader.result) });
          reader.onerror = () => reject(reader.error ?? new Error(file.name));
          reader.readAsDataURL(file);
        }),
    ),
  );
}

export function inBatches<T>(items: readonly T[], size: number = MAX_ITEMS_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * Sends the items batch after batch, telling `onProgress` how many went; a refused batch stops the
 * rest (those already sent stay, and the count says how many).
 */
export async function uploadItems(
  pb: ClientPocketBase,
  project: string,
  items: readonly ItemInput[],
  onProgress: (sent: number) => void = () => {},
  size?: number,
): Promise<ItemsAdded> {
  let last: ItemsAdded = { added: 0, items: 0 };
  let sent = 0;
  for (const batch of inBatches(items, size)) {
    const answer = await addItems(pb, project, batch);
    sent += answer.added;
    last = { added: sent, items: answer.items };
    onProgress(sent);
  }
  return last;
}
