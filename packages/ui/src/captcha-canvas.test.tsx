import { CAPTCHA_ALPHABET } from '@mapato/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaCanvas, useCaptcha } from './captcha-canvas.tsx';

/** Characters a phone screen confuses (0/O, 1/I/L, 5/S, 2/Z, 8/B): never in a code. */
const LOOK_ALIKES = '0O1IL5S2Z8B';

/** mulberry32: a tiny seeded generator. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 2D context that records every drawing call, so images can be compared without pixels. */
function recordingContext() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) =>
      key in target ? target[key] : (...args: unknown[]) => void calls.push(`${String(key)}(${args.join(',')})`),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('useCaptcha', () => {
  it('starts with 6 upper-case letters and digits without look-alikes', () => {
    for (let i = 0; i < 50; i++) {
      const { result, unmount } = renderHook(() => useCaptcha());
      expect(result.current.code).toMatch(/^[A-Z0-9]{6}$/);
      for (const c of result.current.code) expect(LOOK_ALIKES).not.toContain(c);
      unmount();
    }
  });

  it('gives a new code of the same readable alphabet after Refresh', () => {
    const values = [0.999, 0];
    let i = 0;
    const { result } = renderHook(() => useCaptcha(() => values[Math.floor(i++ / 6) % 2]!));
    expect(result.current.code).toBe('999999');
    act(() => result.current.refresh());
    expect(result.current.code).toBe('AAAAAA');
  });

  it('is deterministic for a seeded random and refresh codes stay in the alphabet', () => {
    const a = renderHook(() => useCaptcha(seeded(42))).result;
    const b = renderHook(() => useCaptcha(seeded(42))).result;
    expect(a.current.code).toBe(b.current.code);
    for (let i = 0; i < 20; i++) {
      act(() => {
        a.current.refresh();
        b.current.refresh();
      });
      expect(a.current.code).toBe(b.current.code);
      expect(a.current.code).toHaveLength(6);
      for (const c of a.current.code) expect(CAPTCHA_ALPHABET).toContain(c);
    }
  });
});

describe('CaptchaCanvas', () => {
  it('is a labelled image that does not reveal the code, and survives a missing canvas context', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = render(<CaptchaCanvas code="AB12CD" onRefresh={() => {}} />);
    const image = screen.getByRole('img', { name: 'Verification code image' });
    expect(image.tagName).toBe('CANVAS');
    expect(container.innerHTML).not.toContain('AB12CD');
    expect(getContext).toHaveBeenCalledWith('2d');
  });

  it('Refresh asks the screen for a new code, which is drawn', async () => {
    const calls = recordingContext();
    function Screen() {
      let n = 0;
      const { code, refresh } = useCaptcha(() => (n++ < 6 ? 0.999 : 0));
      return <CaptchaCanvas code={code} onRefresh={refresh} random={seeded(1)} />;
    }
    render(<Screen />);
    expect(calls.filter((c) => c.startsWith('fillText(')).map((c) => c[9])).toEqual([...'999999']);
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(calls.filter((c) => c.startsWith('fillText(')).map((c) => c[9])).toEqual([...'AAAAAA']);
  });

  it('spells the code out as text on request, for screen-reader users, and hides it for a new code', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container, rerender } = render(<CaptchaCanvas code="K7M3PX" onRefresh={() => {}} />);
    const spell = screen.getByRole('button', { name: 'Spell it out' });
    expect(spell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(spell);
    expect(spell).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('The code is K 7 M 3 P X');
    rerender(<CaptchaCanvas code="AC4RTY" onRefresh={() => {}} />);
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    expect(container.innerHTML).not.toContain('A C 4');
  });

  it('draws the same image for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => {
      const calls = recordingContext();
      const { unmount } = render(<CaptchaCanvas code="XY7KQ2" onRefresh={() => {}} random={seeded(seed)} />);
      unmount();
      vi.restoreAllMocks();
      return calls;
    };
    const first = draw(7);
    expect(first.filter((c) => c.startsWith('fillText('))).toHaveLength(6);
    expect(first.filter((c) => c.startsWith('stroke('))).toHaveLength(5);
    expect(draw(7)).toEqual(first);
    expect(draw(8)).not.toEqual(first);
  });

  it('takes over a code already drawn on its canvas (the page drew it before the script), then redraws on Refresh', async () => {
    const calls = recordingContext();
    // The page's drawing marks the canvas with the code it shows, as drawCaptcha does.
    let shown: string | undefined = 'K7M3PX';
    Object.defineProperty(HTMLCanvasElement.prototype, 'drawnCode', {
      configurable: true,
      get: () => shown,
      set: (code: string) => (shown = code),
    });
    try {
      function Screen() {
        const { code, refresh } = useCaptcha(seeded(5), 'K7M3PX');
        return <CaptchaCanvas code={code} onRefresh={refresh} />;
      }
      render(<Screen />);
      expect(calls.filter((c) => c.startsWith('fillText('))).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Spell it out' }));
      expect(screen.getByText('K 7 M 3 P X')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(calls.filter((c) => c.startsWith('fillText('))).toHaveLength(6);
      expect(shown).not.toBe('K7M3PX');
    } finally {
      delete (HTMLCanvasElement.prototype as { drawnCode?: string }).drawnCode;
    }
  });

  it('redraws for a new code but not when only the parent re-renders', () => {
    const calls = recordingContext();
    const { rerender } = render(<CaptchaCanvas code="AAAAAA" onRefresh={() => {}} random={seeded(3)} />);
    const drawn = calls.length;
    rerender(<CaptchaCanvas code="AAAAAA" onRefresh={() => {}} random={seeded(4)} />);
    expect(calls).toHaveLength(drawn);
    rerender(<CaptchaCanvas code="BBBBBB" onRefresh={() => {}} random={seeded(4)} />);
    expect(calls.length).toBeGreaterThan(drawn);
    expect(calls.filter((c) => c.startsWith('fillText(B'))).toHaveLength(6);
  });
});
