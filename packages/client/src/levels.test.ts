// The public level tables, against the mocks.
import { LEVELS, salaryTableNote } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { fetchLevelEarnings, fetchLevels, levelEarningsQueryOptions, levelKeys, levelsQueryOptions } from './levels.ts';
import { newQueryClient, pb } from './test/support.ts';

describe('levelsQueryOptions', () => {
  it('fetches the level ladder and the salary table once, for guests too', async () => {
    const options = levelsQueryOptions(pb);
    expect(options.queryKey).toEqual(levelKeys.all);
    expect(options.staleTime).toBe(Infinity);
    const body = await newQueryClient().fetchQuery(options);
    expect(body.levels).toEqual(LEVELS.map((l) => ({ ...l })));
    expect(body.salary[9]).toMatchObject({ name: 'City Partner', daily: 210_000 });
    expect(body.note).toBe(salaryTableNote());
  });
});

describe('fetchLevels', () => {
  it('is the query function without a cache', async () => {
    const body = await fetchLevels(pb);
    expect(body).toEqual(await newQueryClient().fetchQuery(levelsQueryOptions(pb)));
    expect(body.levels).toHaveLength(LEVELS.length);
  });
});

describe('levelEarningsQueryOptions', () => {
  it('fetches each level’s members and median daily earnings, for guests too', async () => {
    const options = levelEarningsQueryOptions(pb);
    expect(options.queryKey).toEqual(levelKeys.earnings);
    const body = await newQueryClient().fetchQuery(options);
    expect(body.days).toBe(30);
    expect(body.items[0]).toEqual({ level: 1, members: 1, medianPerDay: 30 });
    expect(body.items[2]).toEqual({ level: 3, members: 0, medianPerDay: null });
    expect(await fetchLevelEarnings(pb)).toEqual(body);
  });
});
