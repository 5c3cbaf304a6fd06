// CaptchaCanvas: the sign-up verification code drawn distorted on a <canvas> (docs/product.md#sign-up), with a
// Refresh link-style button and, for screen-reader users (ADR 026), "Spell it out", which shows
// the code as spaced text in a live region. useCaptcha holds the code for the screen. The check is
// browser-side (docs/product.md#sign-up); the server's defences against scripted sign-ups are its rate limits and
// one account per phone, so spelling the code out on request gives a script nothing it lacked.
import { captchaCode, spellCaptcha } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { drawCaptcha } from './captcha-drawing.ts';
import { cn } from './lib/cn.ts';

export interface CaptchaCanvasProps extends ComponentProps<'div'> {
  /** The code to draw; never exposed as text. */
  code: string;
  onRefresh: () => void;
  /** Source of the distortion, in [0, 1); inject a seeded one for reproducible images. */
  random?: () => number;
  /** CSS pixels. */
  width?: number;
  height?: number;
  /** Accessible name of the image; must not contain the code. */
  imageLabel?: string;
}

/** @deprecated English only: the canvas names itself in the page's language by default. */
export const CAPTCHA_IMAGE_LABEL = 'Verification code image';

export function CaptchaCanvas({
  code,
  onRefresh,
  random = Math.random,
  width = 160,
  height = 48,
  imageLabel = m.kit_captchaImageLabel(),
  className,
  ...props
}: CaptchaCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Which code was asked for in text: a new code hides the text again until asked.
  const [spelled, setSpelled] = useState<string | null>(null);
  const showText = spelled === code;

  // The image changes with the code only: a parent re-render (typing in another field) must not
  // redraw it, even when `random` is a new function each render.
  const draw = useEffectEvent((canvas: HTMLCanvasElement) => drawCaptcha(canvas, code, random, width, height));

  useEffect(() => {
    const canvas = canvasRef.current as (HTMLCanvasElement & { drawnCode?: string }) | null;
    if (!canvas) return;
    // Already showing this code (the sign-up page drew it before its script arrived, ADR 043):
    // drawing it again would move the letters under the eyes of the person reading them.
    if (canvas.drawnCode === code) return;
    draw(canvas);
  }, [code, width, height]);

  return (
    <div data-slot="captcha-canvas" className={cn('flex flex-wrap items-center gap-x-2', className)} {...props}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={imageLabel}
        width={width}
        height={height}
        style={{ width, height }}
        className="rounded-md border border-border bg-muted text-foreground select-none"
      />
      <Button variant="link" size="sm" className="px-1" onClick={onRefresh}>
        {m.kit_captchaRefresh()}
      </Button>
      <Button
        variant="link"
        size="sm"
        className="px-1"
        aria-expanded={showText}
        onClick={() => setSpelled(showText ? null : code)}
      >
        {m.kit_captchaSpell()}
      </Button>
      <p aria-live="polite" className="basis-full font-mono text-base tracking-widest">
        {showText ? (
          <>
            <span className="sr-only">{m.kit_captchaCodeIs()} </span>
            {spellCaptcha(code)}
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * The screen's code: a new one from core's readable alphabet on load and on every refresh. `first`
 * is a code already on screen (drawn before the script arrived), taken over instead of a new one.
 */
export function useCaptcha(random: () => number = Math.random, first?: string): { code: string; refresh: () => void } {
  const [code, setCode] = useState(() => first || captchaCode(random));
  const refresh = useCallback(() => setCode(captchaCode(random)), [random]);
  return { code, refresh };
}
