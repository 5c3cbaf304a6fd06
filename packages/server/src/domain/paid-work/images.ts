// GET images/{assignment}?t=… under /api/work: the image of a leased item, to the holder of the lease's
// signed URL (image-token.ts), while the lease is open.
import { toPbDate } from '@mapato/core';
import type { Deps } from '../deps.ts';
import { imageTokenValid } from './image-token.ts';

export async function leasedImage(
  deps: Deps,
  assignmentId: string,
  token: string,
): Promise<{ type: string; bytes: Buffer } | null> {
  const row = await deps.db
    .selectFrom('assignments')
    .innerJoin('work_items', 'work_items.id', 'assignments.item_id')
    .innerJoin('work_images', 'work_images.id', 'work_items.image')
    .select(['assignments.expires', 'work_images.type', 'work_images.data'])
    .where('assignments.id', '=', assignmentId)
    .where('assignments.status', '=', 'leased')
    .where('assignments.expires', '>', toPbDate(deps.now()))
    .executeTakeFirst();
  if (!row || !imageTokenValid(deps, assignmentId, row.expires, token)) return null;
  return { type: row.type, bytes: Buffer.from(row.data, 'base64') };
}
