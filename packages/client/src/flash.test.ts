import { beforeEach, describe, expect, it } from 'vitest';
import { hasFlash, setFlash, takeFlash } from './flash.ts';

describe('a toast across a page load', () => {
  beforeEach(() => sessionStorage.clear());

  it('is given once, with its duration when one was set', () => {
    setFlash({ message: 'Login successful!', durationMs: 1500 });
    expect(hasFlash()).toBe(true);
    expect(takeFlash()).toEqual({ message: 'Login successful!', durationMs: 1500 });
    expect(hasFlash()).toBe(false);
    expect(takeFlash()).toBeNull();
    setFlash({ message: 'Logged out successfully!' });
    expect(takeFlash()).toEqual({ message: 'Logged out successfully!' });
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('mapato:flash', '{not json');
    expect(takeFlash()).toBeNull();
    sessionStorage.setItem('mapato:flash', JSON.stringify({ text: 'x' }));
    expect(takeFlash()).toBeNull();
  });
});
