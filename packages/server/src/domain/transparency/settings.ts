// MAPATO_SOLVENCY_MIN (docs/decisions/072-transparency-page.md): below this ratio of held to owed
// the platform takes no new bonds, and the public page says so.
export const DEFAULT_SOLVENCY_MIN = 1;

export function solvencyMinFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.MAPATO_SOLVENCY_MIN?.trim();
  if (!raw) return DEFAULT_SOLVENCY_MIN;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !(value > 0) || value > 10)
    throw new Error(`MAPATO_SOLVENCY_MIN must be a ratio above 0 and at most 10, e.g. 1 or 1.2, got "${raw}"`);
  return value;
}
