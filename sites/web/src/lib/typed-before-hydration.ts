// What a visitor typed into a prerendered form before its script arrived (on a slow line that can
// be many seconds): an island starts its state from it, so hydration wipes nothing. Sign-in and
// sign-up also take over the code drawn and the press made before (lib/press-before-script.ts).
import { useEffect } from 'react';

export type EarlyForm = HTMLFormElement & { captchaCode?: string };

/** The current value of each named control of the form with this accessible name ('' if absent). */
export function typedBeforeHydration<Name extends string>(
  formLabel: string,
  names: readonly Name[],
): Record<Name, string> {
  // Prerendering at build time: there is no page yet, so nothing was typed.
  if (typeof document === 'undefined')
    return Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>;
  const form = document.querySelector<HTMLFormElement>(`form[aria-label="${CSS.escape(formLabel)}"]`);
  const read = (name: Name) => {
    const control = form?.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
  };
  return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<Name, string>;
}

function earlyForm(formLabel: string): EarlyForm | null {
  return document.querySelector<EarlyForm>(`form[aria-label="${CSS.escape(formLabel)}"]`);
}

/** The code the page drew before the island arrived (undefined while prerendering or if none). */
export function earlyCaptchaCode(formLabel: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return earlyForm(formLabel)?.captchaCode;
}

/**
 * Once the island is live: submits go to it from now on, and a press made before is submitted
 * again, through the island, with what was typed (the island started from it).
 */
export function useFinishEarlyPress(formLabel: string): void {
  useEffect(() => {
    const form = earlyForm(formLabel);
    if (!form) return;
    form.setAttribute('data-live', '');
    if (!form.hasAttribute('data-pressed')) return;
    form.removeAttribute('data-pressed');
    form.querySelector('button[type=submit]')?.removeAttribute('aria-busy');
    form.requestSubmit();
  }, [formLabel]);
}
