// Choosing items of a list for a bulk action: one box per item (Shift-click extends from the last
// one clicked), and a box for the whole page. The choice only ever holds ids shown right now.
import { useMemo, useRef, useState } from 'react';

export interface Selection {
  selected: readonly string[];
  isSelected: (id: string) => boolean;
  /** `extend`: Shift was held, so every item from the last one clicked to this one takes its new state */
  toggle: (id: string, extend?: boolean) => void;
  toggleAll: () => void;
  clear: () => void;
  /** the page's box: none, some (shown as mixed) or all of the items chosen */
  all: 'none' | 'some' | 'all';
}

export function useSelection(ids: readonly string[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);
  const selected = useMemo(() => ids.filter((id) => chosen.has(id)), [ids, chosen]);

  function toggle(id: string, extend = false) {
    const next = new Set(chosen);
    const on = !chosen.has(id);
    const from = anchor.current === null ? -1 : ids.indexOf(anchor.current);
    const to = ids.indexOf(id);
    const range = extend && from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
    for (const each of range) {
      if (on) next.add(each);
      else next.delete(each);
    }
    anchor.current = id;
    setChosen(next);
  }

  const all = selected.length === 0 ? 'none' : selected.length === ids.length ? 'all' : 'some';
  return {
    selected,
    isSelected: (id) => chosen.has(id) && ids.includes(id),
    toggle,
    toggleAll: () => setChosen(all === 'all' ? new Set() : new Set(ids)),
    clear: () => setChosen(new Set()),
    all,
  };
}
