// Sign-in and sign-up can be pressed before their script files arrive (ADR 043). On Slow 3G with a
// phone's CPU the form is on screen seconds before its island is live; in that time a person can
// read the code's picture, type and press, and the press is finished once the island arrives.
//
// `pressBeforeScript` runs as an inline script right after the form (components/press-before-
// script.astro inlines its source text), so it must stay self-contained: no imports, no names from
// outside its body; what it needs comes in as arguments, core's code rule and the kit's drawing
// included. The island's side is `useFinishEarlyPress` and `earlyCaptchaCode`
// (lib/typed-before-hydration.ts, which the islands share already: no file of its own to fetch).
import type { EarlyForm } from './typed-before-hydration.ts';
type Draw = (canvas: HTMLCanvasElement, code: string, random: () => number, width: number, height: number) => void;
type RandomCode = (alphabet: string, random: () => number, length: number) => string;

/**
 * Enables the submit button of the form named `formLabel`, after drawing a new code on its canvas
 * when `captcha` is given, and holds a submit until the island marks the form live: the button is
 * marked busy and the form remembers it was pressed. Anything missing leaves the button disabled.
 */
export function pressBeforeScript(
  formLabel: string,
  captcha: { alphabet: string; length: number; randomCode: RandomCode; draw: Draw } | null,
): void {
  const form = document.querySelector<EarlyForm>(`form[aria-label="${CSS.escape(formLabel)}"]`);
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !button) return;
  if (captcha) {
    const canvas = form.querySelector('canvas');
    if (!canvas) return;
    const code = captcha.randomCode(captcha.alphabet, Math.random, captcha.length);
    captcha.draw(canvas, code, Math.random, canvas.width, canvas.height);
    form.captchaCode = code;
  }
  form.addEventListener('submit', (event) => {
    if (form.hasAttribute('data-live')) return;
    // Not sent by the browser (a post would lose the page), not seen by a half-hydrated island.
    event.preventDefault();
    event.stopPropagation();
    form.setAttribute('data-pressed', '');
    button.setAttribute('aria-busy', 'true');
  });
  button.disabled = false;
}
