// The sign-up code's picture, drawn on a <canvas>. It must stay one self-contained function (no
// imports, no names from outside its body): the public site also inlines its source text into the
// sign-up page, so the picture is drawn before any script file has arrived (ADR 043), and the kit's
// CaptchaCanvas draws with the same function afterwards.

/** Sizes `canvas` for the screen's pixel ratio and draws `code` distorted, in the canvas's CSS colour. */
export function drawCaptcha(
  canvas: HTMLCanvasElement,
  code: string,
  random: () => number,
  width: number,
  height: number,
): void {
  // happy-dom and some locked-down browsers have no 2D context: draw nothing rather than crash.
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  // Colours come from the theme through CSS (text-foreground), never from literals here.
  const color = getComputedStyle(canvas).color;
  const step = width / (code.length + 1);
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.font = `bold ${Math.round(height * 0.55)}px monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  [...code].forEach((char, i) => {
    ctx.save();
    ctx.translate(step * (i + 1) + (random() - 0.5) * step * 0.4, height / 2 + (random() - 0.5) * height * 0.3);
    ctx.rotate((random() - 0.5) * 0.8);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });
  // Noise: 5 lines and 30 dots.
  ctx.globalAlpha = 0.5;
  ctx.lineWidth = 1.5;
  for (let i = 0; i < 5; i++) {
    ctx.beginPath();
    ctx.moveTo(random() * width, random() * height);
    ctx.lineTo(random() * width, random() * height);
    ctx.stroke();
  }
  for (let i = 0; i < 30; i++) ctx.fillRect(random() * width, random() * height, 1.5, 1.5);
  ctx.globalAlpha = 1;
  // The island takes over this drawing instead of drawing the same code again (CaptchaCanvas).
  (canvas as HTMLCanvasElement & { drawnCode?: string }).drawnCode = code;
}
