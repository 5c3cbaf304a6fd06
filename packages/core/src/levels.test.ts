import { describe, it, expect } from 'vitest';
import { LEVELS, dailyPay, levelInfo, paybackDays, paybackText, salaryTable, salaryTableNote } from './levels.ts';

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
  // The product's public salary table, figure for figure. The spec gives no monthly or annual
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
    expect(salaryTableNote()).toBe(
      'Daily pay is up to the figures shown: it depends on paid work being available for your level, and only accepted answers are paid. Figures are estimates and may vary.',
    );
  });
});

describe('payback', () => {
  // Bond / (tasks per day × pay per task), rounded up: what the Upgrade dialog's level cards say.
  it.each([
    [1, 44, 0, 'No bond to earn back'],
    [2, 98, 31, 'about 31 days of every task to earn back KSh 3,000'],
    [3, 330, 31, 'about 31 days of every task to earn back KSh 10,000'],
    [4, 850, 31, 'about 31 days of every task to earn back KSh 26,000'],
    [5, 2000, 38, 'about 38 days of every task to earn back KSh 75,000'],
    [6, 5525, 41, 'about 41 days of every task to earn back KSh 225,000'],
    [7, 12000, 43, 'about 43 days of every task to earn back KSh 515,000'],
    [8, 22500, 36, 'about 36 days of every task to earn back KSh 810,000'],
    [9, 36000, 30, 'about 30 days of every task to earn back KSh 1,070,000'],
    [10, 210000, 29, 'about 29 days of every task to earn back KSh 6,000,000'],
  ])('level %i pays %i a day and earns back its bond in %i days', (n, daily, days, text) => {
    const level = levelInfo(n)!;
    expect(dailyPay(level)).toBe(daily);
    expect(paybackDays(level)).toBe(days);
    expect(paybackText(level)).toBe(text);
  });

  const custom = (investment: number, tasksPerDay: number, payPerTask: number) => ({
    level: 2,
    name: 'X',
    investment,
    tasksPerDay,
    payPerTask,
  });

  it('counts a part day as a whole day, and one day in the singular', () => {
    expect(paybackDays(custom(1001, 10, 100))).toBe(2);
    expect(paybackDays(custom(1000, 10, 100))).toBe(1);
    expect(paybackText(custom(1000, 10, 100))).toBe('about 1 day of every task to earn back KSh 1,000');
  });

  it('says so when tasks alone can never earn the bond back', () => {
    expect(paybackDays(custom(5000, 0, 100))).toBeNull();
    expect(paybackDays(custom(5000, 10, 0))).toBeNull();
    expect(paybackText(custom(5000, 0, 100))).toBe('Tasks alone never earn back KSh 5,000');
  });
});
