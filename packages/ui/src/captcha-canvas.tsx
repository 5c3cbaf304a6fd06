// CaptchaCanvas: the sign-up verification code drawn distorted on a <canvas> (spec §2), with a
// Refresh link-style button and, for screen-reader users (issue 11), "Spell it out", which shows
// the code as spaced text in a live region. useCaptcha holds the code for the screen. The check is
// browser-side (spec §4); the server's defences against scripted sign-ups are its rate limits and
// one account per phone, so spelling the code out on request gives a script nothing it lacked.
import { captchaCode, spellCaptcha } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ComponentProps } from 'react';
import { Button } from './button.tsx';
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
const NOISE_LINES = 5;
const NOISE_DOTS = 30;

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
  const draw = useEffectEvent((canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) => {
    // Colours come from the theme through CSS (text-foreground), never from literals here.
    drawCode(ctx, code, random, width, height, getComputedStyle(canvas).color);
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    // happy-dom and some locked-down browsers have no 2D context: draw nothing rather than crash.
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    draw(canvas, ctx);
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

function drawCode(
  ctx: CanvasRenderingContext2D,
  code: string,
  random: () => number,
  width: number,
  height: number,
  color: string,
) {
  const step = width / (code.length + 1);
  const fontSize = Math.round(height * 0.55);
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.font = `bold ${fontSize}px monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  [...code].forEach((char, i) => {
    ctx.save();
    ctx.translate(step * (i + 1) + (random() - 0.5) * step * 0.4, height / 2 + (random() - 0.5) * height * 0.3);
    ctx.rotate((random() - 0.5) * 0.8);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });
  ctx.globalAlpha = 0.5;
  ctx.lineWidth = 1.5;
  for (let i = 0; i < NOISE_LINES; i++) {
    ctx.beginPath();
    ctx.moveTo(random() * width, random() * height);
    ctx.lineTo(random() * width, random() * height);
    ctx.stroke();
  }
  for (let i = 0; i < NOISE_DOTS; i++) ctx.fillRect(random() * width, random() * height, 1.5, 1.5);
  ctx.globalAlpha = 1;
}

/** The screen's code: a new one from core's readable alphabet on load and on every refresh. */
export function useCaptcha(random: () => number = Math.random): { code: string; refresh: () => void } {
  const [code, setCode] = useState(() => captchaCode(random));
  const refresh = useCallback(() => setCode(captchaCode(random)), [random]);
  return { code, refresh };
}
