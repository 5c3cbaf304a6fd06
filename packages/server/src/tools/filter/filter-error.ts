/**
 * Every problem with a client's `filter` or `sort` is a FilterError, so the HTTP layer can
 * map exactly this class to PocketBase's generic 400 and let anything else surface as a bug.
 */
export class FilterError extends Error {
  override name = 'FilterError';
}
