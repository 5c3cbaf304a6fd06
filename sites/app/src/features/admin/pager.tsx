// Paging through an operators' list: where we are, how many there are, and Previous / Next.
import { groupThousands } from '@mapato/core';
import { Button } from '@mapato/ui';

export interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  /** what is counted, one and many: ['withdrawal', 'withdrawals'] */
  noun: readonly [string, string];
  onPage: (page: number) => void;
}

export function Pager({ page, totalPages, totalItems, noun, onPage }: PagerProps) {
  const last = Math.max(totalPages, 1);
  return (
    <nav aria-label={`Pages of ${noun[1]}`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">
        Page {page} of {last} · {groupThousands(totalItems)} {totalItems === 1 ? noun[0] : noun[1]}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
