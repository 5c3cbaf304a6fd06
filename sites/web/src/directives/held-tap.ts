// A tap on an island's button before its script has arrived would be lost: the button is only
// HTML. Until the island is live, the first such tap is held (the button is marked busy, so the
// person sees it was felt) and replayed on the same button once hydrated; later taps meanwhile
// are swallowed, since replaying them too would toggle what the first one opened. Shared by
// client:session and client:tap.

/**
 * Holds taps on `el`'s buttons. `hydrate` must return the one hydration promise however often it
 * is called; the returned function stops holding and must be called once hydration is done.
 */
export function holdTaps(el: HTMLElement, hydrate: () => Promise<void>): () => void {
  let held = false;
  function onClick(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A popover's button (the nav's Menu) works without script: the browser opens it, never held.
    if (!button || !el.contains(button) || button.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopPropagation();
    if (held) return;
    held = true;
    button.setAttribute('aria-busy', 'true');
    void hydrate().then(() => {
      button.removeAttribute('aria-busy');
      button.click();
    });
  }
  el.addEventListener('click', onClick, true);
  return () => el.removeEventListener('click', onClick, true);
}
