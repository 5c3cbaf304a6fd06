import { INITIAL_CAPTCHA_ALPHABET, REFRESH_CAPTCHA_ALPHABET } from '@mapato/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaCanvas, useCaptcha } from './captcha-canvas.tsx';

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
  it('starts with 6 characters of A–Z and 0–9', () => {
    for (let i = 0; i < 50; i++) {
      const { result, unmount } = renderHook(() => useCaptcha());
      expect(result.current.code).toMatch(/^[A-Z0-9]{6}$/);
      unmount();
    }
  });

  it('uses the initial alphabet first and the refresh alphabet after Refresh', () => {
    const { result } = renderHook(() => useCaptcha(() => 0.999));
    expect(result.current.code).toBe(INITIAL_CAPTCHA_ALPHABET.at(-1)!.repeat(6)); // '999999'
    act(() => result.current.refresh());
    expect(result.current.code).toBe(REFRESH_CAPTCHA_ALPHABET.at(-1)!.repeat(6)); // '@@@@@@'
  });

  it('is deterministic for a seeded random and refresh codes stay in the refresh alphabet', () => {
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
      for (const c of a.current.code) expect(REFRESH_CAPTCHA_ALPHABET).toContain(c);
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
      const { code, refresh } = useCaptcha(() => 0.999);
      return <CaptchaCanvas code={code} onRefresh={refresh} random={seeded(1)} />;
    }
    render(<Screen />);
    expect(calls.filter((c) => c.startsWith('fillText(')).map((c) => c[9])).toEqual([...'999999']);
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(calls.filter((c) => c.startsWith('fillText(')).map((c) => c[9])).toEqual([...'@@@@@@']);
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
