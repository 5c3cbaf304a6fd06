// What a visitor typed into a prerendered form before its script arrived (on a slow line that can
// be many seconds): an island starts its state from it, so hydration wipes nothing.

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
