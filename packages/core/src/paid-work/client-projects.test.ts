// A project's limits and quote, as the client screen, the mocks and the server read them.
import { describe, expect, it } from 'vitest';
import { projectProblems, projectQuote } from './client-projects.ts';

const OK = {
  title: 'Translations',
  instructions: 'Check them.',
  kind: 'choice',
  options: ['Good', 'Bad'],
  pay: 2,
  overlap: 3,
  min_level: 1,
  language: 'sw',
};

describe('projectQuote', () => {
  it('is items × overlap × pay with the fee rounded up to a shilling', () => {
    expect(projectQuote(400, 3, 2)).toEqual({ answers: 1200, pay_total: 2400, fee: 480, total: 2880 });
    expect(projectQuote(7, 2, 3)).toEqual({ answers: 14, pay_total: 42, fee: 9, total: 51 });
    // 20 % of 5 is exactly 1, not a float a hair above it rounded up to 2.
    expect(projectQuote(5, 1, 1).fee).toBe(1);
    expect(projectQuote(0, 3, 2)).toEqual({ answers: 0, pay_total: 0, fee: 0, total: 0 });
  });
});

describe('projectProblems', () => {
  it('passes a good project', () => {
    expect(projectProblems(OK)).toEqual({});
    expect(projectProblems({ ...OK, kind: 'text', options: [] })).toEqual({});
  });

  it('names every field that breaks a rule', () => {
    const problems = projectProblems({
      ...OK,
      title: ' ',
      options: ['Good', 'Good'],
      pay: 1.5,
      overlap: 0,
      min_level: 11,
      language: 'fr',
      min_seconds: -1,
      min_accuracy: 101,
    });
    expect(Object.keys(problems).sort()).toEqual(
      ['language', 'min_accuracy', 'min_level', 'min_seconds', 'options', 'overlap', 'pay', 'title'].sort(),
    );
    expect(projectProblems({ ...OK, kind: 'text' }).options).toBe('A text project has no options.');
    expect(projectProblems({ ...OK, pay: 0 }, 'sw').pay).toMatch(/shilingi kamili/);
  });
});
