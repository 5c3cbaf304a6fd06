import { describe, expect, it } from 'vitest';
import { matchesGold, normaliseAnswer, TEXT_ANSWER_MAX } from './answers.ts';

const options = ['Positive', 'Negative', 'Neutral'];

describe('normaliseAnswer', () => {
  it('choice: one of the options, spelled as the project spells it', () => {
    expect(normaliseAnswer('choice', options, ' positive ')).toEqual({ ok: true, answer: 'Positive' });
    expect(normaliseAnswer('choice', options, 'Happy')).toEqual({ ok: false, problem: 'not-option' });
    expect(normaliseAnswer('choice', options, '')).toEqual({ ok: false, problem: 'missing' });
    expect(normaliseAnswer('choice', options, ['Positive'])).toEqual({ ok: false, problem: 'missing' });
  });

  it('labels: an array or "a|b", compared as a sorted set', () => {
    const a = normaliseAnswer('labels', ['cat', 'dog', 'car'], ['dog', 'cat', 'dog']);
    const b = normaliseAnswer('labels', ['cat', 'dog', 'car'], 'cat|dog');
    expect(a).toEqual({ ok: true, answer: 'cat|dog' });
    expect(b).toEqual(a);
    expect(normaliseAnswer('labels', ['cat'], 'cat|cow')).toEqual({ ok: false, problem: 'not-option' });
    expect(normaliseAnswer('labels', ['cat'], [])).toEqual({ ok: false, problem: 'missing' });
    expect(normaliseAnswer('labels', ['cat'], [1])).toEqual({ ok: false, problem: 'missing' });
  });

  it('text: trimmed, 1..2000 characters', () => {
    expect(normaliseAnswer('text', [], '  Habari  ')).toEqual({ ok: true, answer: 'Habari' });
    expect(normaliseAnswer('text', [], '   ')).toEqual({ ok: false, problem: 'missing' });
    expect(normaliseAnswer('text', [], 'x'.repeat(TEXT_ANSWER_MAX))).toMatchObject({ ok: true });
    expect(normaliseAnswer('text', [], 'x'.repeat(TEXT_ANSWER_MAX + 1))).toEqual({ ok: false, problem: 'too-long' });
  });
});

describe('matchesGold', () => {
  it('compares normal forms: labels as sets, text without case or extra spaces', () => {
    expect(matchesGold('labels', ['cat', 'dog'], 'cat|dog', 'dog|cat')).toBe(true);
    expect(matchesGold('labels', ['cat', 'dog'], 'cat', 'dog|cat')).toBe(false);
    expect(matchesGold('choice', options, 'Positive', 'positive')).toBe(true);
    expect(matchesGold('choice', options, 'Negative', 'Positive')).toBe(false);
    expect(matchesGold('text', [], 'Good  morning', 'good morning')).toBe(true);
  });
});
