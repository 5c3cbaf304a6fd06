// Paging through an operators' list: where we are, how many there are, and Previous / Next.
import { m } from '@mapato/i18n';
import { Button } from '@mapato/ui';
import { countOf, listName, type Noun } from './nouns.ts';

export interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  /** what is counted, e.g. 'withdrawals' */
  noun: Noun;
  onPage: (page: number) => void;
}

export function Pager({ page, totalPages, totalItems, noun, onPage }: PagerProps) {
  const last = Math.max(totalPages, 1);
  return (
    <nav
      aria-label={m.admin_pagerLabel({ items: listName(noun) })}
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p className="text-muted-foreground">
        {m.admin_pagerPosition({ page, pages: last, items: countOf(noun, totalItems) })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {m.admin_pagePrevious()}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          {m.admin_pageNext()}
        </Button>
      </div>
    </nav>
  );
}
