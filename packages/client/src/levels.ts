// The level ladder and the public salary table as the server serves them (GET /api/levels):
// configuration, so it is fetched once and kept.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LevelEarningsResponse, LevelProgress, LevelsResponse } from '@mapato/core';
import type { TypedPocketBase } from './pb.ts';

export type { LevelEarningsResponse, LevelsResponse };

export const levelKeys = {
  all: ['levels'] as const,
  earnings: ['levels', 'earnings'] as const,
  progress: ['levels', 'progress'] as const,
};

export function fetchLevels(pb: TypedPocketBase, signal?: AbortSignal): Promise<LevelsResponse> {
  return pb.send<LevelsResponse>('/api/levels', { method: 'GET', signal, requestKey: null });
}

export function levelsQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: levelKeys.all,
    queryFn: ({ signal }) => fetchLevels(pb, signal),
    staleTime: Infinity,
  });
}

/** What members at each level earned a day in the last 30 days (GET /api/levels/earnings, ADR 070). */
export function fetchLevelEarnings(pb: TypedPocketBase, signal?: AbortSignal): Promise<LevelEarningsResponse> {
  return pb.send<LevelEarningsResponse>('/api/levels/earnings', { method: 'GET', signal, requestKey: null });
}

// The server keeps one answer for five minutes; asking again sooner would only read it back.
export function levelEarningsQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: levelKeys.earnings,
    queryFn: ({ signal }) => fetchLevelEarnings(pb, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The member's accepted answers and control answers, for the levels earned by work (ADR 076). */
export function levelProgressQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: levelKeys.progress,
    queryFn: ({ signal }) =>
      pb.send<LevelProgress>('/api/levels/progress', { method: 'GET', signal, requestKey: null }),
  });
}

/** Moves the member up to a level earned by work; their record is read again (its level changed). */
export async function earnLevel(
  pb: TypedPocketBase,
  queryClient: QueryClient,
  level: number,
): Promise<{ level: number }> {
  const moved = await pb.send<{ level: number }>('/api/levels/earn', { method: 'POST', body: { level } });
  await queryClient.invalidateQueries({ queryKey: ['users'] });
  return moved;
}
