// The dashboard's figures before the app's scripts arrive (ADR 043): on Slow 3G with a slow CPU the
// member app's JavaScript lands and runs seconds after the member's record, which the head script
// (sites/app/index.html) asked the server for at once. This function, inlined after the
// prerendered dashboard (scripts/prerender-shells.ts), writes that record's figures into the
// skeleton's stat cards when the answer comes. They are the server's figures of this visit, never a
// copy kept from before; when the request fails the cards stay loading, as they did. React then
// draws the screen over the skeleton from the same answer (@mapato/client's seedEarlyUser).
//
// Self-contained on purpose: its source is the inline script, so it names nothing outside itself;
// the formatting and the classes are core's and the kit's own functions, handed in.

/** What the inline script needs in the page's language, written at build time. */
export interface EarlyFigureWords {
  /** 'Level 2 (J1)' for each level the table knows. */
  levels: Record<string, string>;
  /** What a broken amount reads as ('N/A'). */
  missing: string;
}

type Ksh = (amount: number, missing: string, group: (n: number) => string) => string;

export function figuresBeforeScript(
  words: EarlyFigureWords,
  ksh: Ksh,
  group: (n: number) => string,
  valueClass: (shown: string) => string,
): void {
  const early = (window as unknown as { __mapatoEarlyUser?: Promise<unknown> }).__mapatoEarlyUser;
  if (!early || typeof early.then !== 'function') return;
  void early.then((answer) => {
    if (!answer || typeof answer !== 'object') return;
    const user = answer as Record<string, unknown>;
    const cards = document.querySelectorAll<HTMLElement>('[data-early-figure]');
    for (const card of Array.from(cards)) {
      const key = card.getAttribute('data-early-figure') ?? '';
      const shown = key === 'level' ? words.levels[String(user.level)] : ksh(user[key] as number, words.missing, group);
      // An unknown level stays loading; React writes it a moment later.
      if (!shown || !card.isConnected) continue;
      // The loading bar and its "Loading" for screen readers give way to the figure.
      for (const loading of Array.from(card.querySelectorAll(':scope > span'))) loading.remove();
      const value = document.createElement('p');
      value.className = valueClass(shown);
      value.textContent = shown;
      card.appendChild(value);
      card.removeAttribute('aria-busy');
    }
  });
}
