// The level ladder and the public salary table as the server serves them (GET /api/levels):
// configuration, so it is fetched once and kept.
import { queryOptions } from '@tanstack/react-query';
import type { LevelEarningsResponse, LevelsResponse } from '@mapato/core';
import type { TypedPocketBase } from './pb.ts';

export type { LevelEarningsResponse, LevelsResponse };

export const levelKeys = {
  all: ['levels'] as const,
  earnings: ['levels', 'earnings'] as const,
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
