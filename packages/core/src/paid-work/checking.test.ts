import { describe, expect, it } from 'vitest';
import {
  belowCutOff,
  goldAccuracy,
  goldProbability,
  payPerHour,
  voteWeight,
  wantsGold,
  weightedMajority,
} from './checking.ts';

describe('the control schedule', () => {
  it('1 in 5 for the first 20 answers on a project, then 1 in 20', () => {
    expect(goldProbability(0)).toBe(1 / 5);
    expect(goldProbability(19)).toBe(1 / 5);
    expect(goldProbability(20)).toBe(1 / 20);
    expect(wantsGold(3, 0.19)).toBe(true);
    expect(wantsGold(3, 0.2)).toBe(false);
    expect(wantsGold(40, 0.049)).toBe(true);
    expect(wantsGold(40, 0.05)).toBe(false);
  });
});

describe('accuracy', () => {
  it('weighs a vote by smoothed accuracy and cuts off after 5 control answers', () => {
    expect(voteWeight({ answered: 0, right: 0 })).toBe(0.5);
    expect(voteWeight({ answered: 8, right: 8 })).toBe(0.9);
    expect(goldAccuracy({ answered: 0, right: 0 })).toBeNull();
    expect(goldAccuracy({ answered: 3, right: 2 })).toBe(66);
    expect(belowCutOff({ answered: 4, right: 0 }, 70)).toBe(false);
    expect(belowCutOff({ answered: 5, right: 3 }, 70)).toBe(true);
    expect(belowCutOff({ answered: 10, right: 7 }, 70)).toBe(false);
  });
});

describe('weightedMajority', () => {
  it('returns the heaviest answer and its share of the weight', () => {
    const r = weightedMajority([
      { answer: 'a', weight: 0.5 },
      { answer: 'a', weight: 0.5 },
      { answer: 'b', weight: 0.5 },
    ]);
    expect(r).toEqual({ tie: false, winner: 'a', confidence: 2 / 3 });
  });

  it('lets one accurate member outweigh a newcomer', () => {
    const r = weightedMajority([
      { answer: 'a', weight: 0.9 },
      { answer: 'b', weight: 0.5 },
    ]);
    expect(r).toMatchObject({ tie: false, winner: 'a' });
  });

  it('says tie when the top weight is shared', () => {
    const r = weightedMajority([
      { answer: 'b', weight: 0.1 + 0.2 },
      { answer: 'a', weight: 0.3 },
    ]);
    expect(r).toEqual({ tie: true, answers: ['a', 'b'], confidence: 0.5 });
  });
});

describe('payPerHour', () => {
  it('is pay × 3600 / median seconds, null below 5 answers', () => {
    expect(payPerHour(5, [10, 10, 10, 10])).toBeNull();
    expect(payPerHour(5, [30, 10, 20, 1000, 5])).toBe(900);
    expect(payPerHour(2, [10, 20, 30, 40, 50, 60])).toBe(206);
  });
});
