// The solvency guard's banner at the top of every console page (ADR 075): while the books hold less
// than the minimum times what members are owed, new bonds are refused, and no operator should learn
// it only by opening the overview. It reads GET /api/admin/guard (three sums), at most once a minute
// however many pages are opened (guardQueryOptions' staleTime); nothing is shown while it loads or
// when it cannot be read, so a page never waits on it.
import { guardQueryOptions } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useQuery } from '@tanstack/react-query';
import { useAdminPb } from './admin-pb.ts';
import { ratioText } from './ratio-text.ts';

export function GuardBanner() {
  const { data } = useQuery(guardQueryOptions(useAdminPb()));
  if (!data?.bondsPaused) return null;
  return (
    <p role="alert" className="rounded-lg border-2 border-danger bg-danger/10 p-4 text-sm font-medium">
      {m.admin_bondsPaused({ held: formatKsh(data.held), owed: formatKsh(data.owed), min: ratioText(data.min) })}
    </p>
  );
}
