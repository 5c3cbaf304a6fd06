// POST /api/client/projects/{id}/items (ADR 055, 057): up to 10,000 items a request, added only
// while the project is a draft or waiting for its money (a live project's quote was paid for its
// items). Pictures are checked and re-encoded (images.ts) before the transaction; the items, their
// pictures and the project's count are written in one, so a refused request adds nothing.
import { ITEMS_EDITABLE_STATUSES, itemImageRefusal, itemsNotEditableRefusal, toPbDate } from '@mapato/core';
import { fieldErrors, PB, readItemsBody, type ItemsAdded, type ProjectKind } from '@mapato/protocol';
import type { Locale } from '@mapato/i18n';
import { newId } from '../../tools/ids.ts';
import { badRequest, fromBody, orThrow } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import { imageForPhones, type StoredImage } from './images.ts';
import { ownProject } from './projects.ts';
import type { WorkImagesTable, WorkItemsTable } from '../../db/schema.ts';

/** Rows per INSERT: well under SQLite's bound-parameter limit. */
const CHUNK = 500;

export async function addItems(
  deps: Deps,
  clientId: string,
  projectId: string,
  raw: unknown,
  locale?: Locale,
): Promise<ItemsAdded> {
  const project = await ownProject(deps.db, clientId, projectId);
  if (!ITEMS_EDITABLE_STATUSES.includes(project.status)) throw badRequest(itemsNotEditableRefusal(locale));
  const options = JSON.parse(project.options) as string[];
  const items = orThrow(readItemsBody(raw, { kind: project.kind as ProjectKind, options }, locale));
  const images: Array<StoredImage | null> = [];
  for (const [index, item] of items.entries()) {
    if (!item.image) {
      images.push(null);
      continue;
    }
    const image = await imageForPhones(item.image);
    if (!image)
      throw fromBody(
        fieldErrors(PB.invalidData, {
          items: ['validation_invalid_value', itemImageRefusal(index + 1, locale)],
        }),
      );
    images.push(image);
  }
  const at = toPbDate(deps.now());
  return deps.db.transaction().execute(async (trx) => {
    // Counted first, conditionally: a project that went live meanwhile takes no more items, and
    // two requests at once get positions one after the other.
    const counted = await trx
      .updateTable('projects')
      .set((eb) => ({ items: eb('items', '+', items.length), updated: at }))
      .where('id', '=', projectId)
      .where('status', 'in', ITEMS_EDITABLE_STATUSES)
      .returning('items')
      .executeTakeFirst();
    if (!counted) throw badRequest(itemsNotEditableRefusal(locale));
    const first = Number(counted.items) - items.length;
    const imageRows: WorkImagesTable[] = [];
    const itemRows: WorkItemsTable[] = items.map((item, index) => {
      const image = images[index];
      let imageId = '';
      if (image) {
        imageId = newId();
        imageRows.push({ id: imageId, project_id: projectId, type: image.type, data: image.data, created: at });
      }
      return {
        id: newId(),
        project_id: projectId,
        ref: item.ref ?? '',
        text: item.text ?? '',
        image: imageId,
        gold: item.gold ?? '',
        needed: Number(project.overlap),
        answers: 0,
        leased: 0,
        status: 'open',
        accepted_answer: '',
        confidence: '',
        position: first + index + 1,
        created: at,
      };
    });
    for (let i = 0; i < imageRows.length; i += 50)
      await trx
        .insertInto('work_images')
        .values(imageRows.slice(i, i + 50))
        .execute();
    for (let i = 0; i < itemRows.length; i += CHUNK)
      await trx
        .insertInto('work_items')
        .values(itemRows.slice(i, i + CHUNK))
        .execute();
    return { added: items.length, items: Number(counted.items) };
  });
}
