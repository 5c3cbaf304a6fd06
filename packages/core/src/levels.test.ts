import { describe, it, expect } from 'vitest';
import { LEVELS, SALARY_TABLE_NOTE, levelInfo, salaryTable } from './levels.ts';

describe('LEVELS', () => {
  it.each([
    [1, 'Trainee', 0, 4, 11],
    [2, 'J1', 3000, 7, 14],
    [3, 'J2', 10000, 15, 22],
    [4, 'J3', 26000, 25, 34],
    [5, 'J4', 75000, 40, 50],
    [6, 'J5', 225000, 65, 85],
    [7, 'J6', 515000, 100, 120],
    [8, 'J7', 810000, 150, 150],
    [9, 'J8', 1070000, 200, 180],
    [10, 'City Partner', 6000000, 500, 420],
  ])('level %i is %s, bond %i, %i tasks at %i', (n, name, investment, tasksPerDay, payPerTask) => {
    expect(levelInfo(n)).toEqual({ level: n, name, investment, tasksPerDay, payPerTask });
  });

  it('has exactly ten levels in ascending order with rising bonds', () => {
    expect(LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let i = 1; i < LEVELS.length; i++) {
      expect(LEVELS[i]!.investment).toBeGreaterThan(LEVELS[i - 1]!.investment);
    }
  });

  it('is frozen so no caller can change what the server pays', () => {
    expect(Object.isFrozen(LEVELS)).toBe(true);
    expect(LEVELS.every((l) => Object.isFrozen(l))).toBe(true);
  });
});

describe('levelInfo', () => {
  it.each([0, 11, -1, 2.5, Number.NaN])('returns undefined for %s', (n) => {
    expect(levelInfo(n)).toBeUndefined();
  });
});

describe('salaryTable', () => {
  // The spec's public salary table, figure for figure. The spec gives no monthly or annual
  // for the Trainee; we compute them the same way as every other row.
  it.each([
    [1, 'Trainee', null, 4, 11, 44, 1320, 15840],
    [2, 'J1', 3000, 7, 14, 98, 2940, 35280],
    [3, 'J2', 10000, 15, 22, 330, 9900, 118800],
    [4, 'J3', 26000, 25, 34, 850, 25500, 306000],
    [5, 'J4', 75000, 40, 50, 2000, 60000, 720000],
    [6, 'J5', 225000, 65, 85, 5525, 165750, 1989000],
    [7, 'J6', 515000, 100, 120, 12000, 360000, 4320000],
    [8, 'J7', 810000, 150, 150, 22500, 675000, 8100000],
    [9, 'J8', 1070000, 200, 180, 36000, 1080000, 12960000],
    [10, 'City Partner', 6000000, 500, 420, 210000, 6300000, 75600000],
  ])('row %i (%s) matches the public table', (level, name, bond, tasks, unit, daily, monthly, annual) => {
    const row = salaryTable().find((r) => r.level === level);
    expect(row).toEqual({ level, name, bond, tasks, unit, daily, monthly, annual });
  });

  it('derives rows from the levels it is given', () => {
    const custom = [{ level: 1, name: 'X', investment: 500, tasksPerDay: 2, payPerTask: 10 }];
    expect(salaryTable(custom)).toEqual([
      { level: 1, name: 'X', bond: 500, tasks: 2, unit: 10, daily: 20, monthly: 600, annual: 7200 },
    ]);
    expect(salaryTable([])).toEqual([]);
  });

  it('carries the estimate note', () => {
    expect(SALARY_TABLE_NOTE).toBe('Figures are estimates and may vary.');
  });
});
