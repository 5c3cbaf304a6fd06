/**
 * Every problem with a client's list query (`filter`, `sort`, `fields`, paging) is a FilterError,
 * so each side maps exactly this class to PocketBase's generic 400 and lets anything else surface
 * as a bug.
 */
export class FilterError extends Error {
  override name = 'FilterError';
}
