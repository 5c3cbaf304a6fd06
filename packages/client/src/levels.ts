// The level ladder and the public salary table as the server serves them (GET /api/levels):
// configuration, so it is fetched once and kept.
import { queryOptions } from '@tanstack/react-query';
import type { LevelsResponse } from '@mapato/core';
import type { TypedPocketBase } from './pb.ts';

export type { LevelsResponse };

export const levelKeys = {
  all: ['levels'] as const,
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
