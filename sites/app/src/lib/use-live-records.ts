// Live status across the member area (ADR 017): one watcher of the member's own user record,
// withdrawals and upgrade requests while the member layout is shown and someone is signed in. The
// cache it writes updates every screen by itself; money that has just settled is told in a toast.
import { currentUserId, onAuthChange, watchOwnRecords, type SettledMoney, type TypedPocketBase } from '@mapato/client';
import {
  payoutDeclinedDetail,
  payoutSentDetail,
  bondConfirmedDetail,
  bondNotAcceptedDetail,
  levelInfo,
  WITHDRAWAL_TOAST_MS,
} from '@mapato/core';
import { toast } from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { m } from '@mapato/i18n';

export function useLiveRecords(pb: TypedPocketBase): void {
  const queryClient = useQueryClient();
  const [member, setMember] = useState(() => currentUserId(pb));
  // Logout or an expired session ends the stream; another member signing in starts theirs.
  useEffect(() => onAuthChange(pb, () => setMember(currentUserId(pb))), [pb]);
  useEffect(
    () => (member === '' ? undefined : watchOwnRecords(pb, queryClient, { onSettled: tellMember })),
    [pb, queryClient, member],
  );
}

/** Upgrade requests whose outcome a screen shows in place (the Upgrade dialog): no toast on top. */
const shownInPlace = new Set<string>();

/** While mounted, the outcome of this upgrade request is shown by the caller, not by a toast. */
export function useBondOutcomeShownHere(registrationId: string): void {
  useEffect(() => {
    shownInPlace.add(registrationId);
    return () => void shownInPlace.delete(registrationId);
  }, [registrationId]);
}

// Money toasts stay as long as the product's withdrawal toast: a receipt or a reason takes reading.
function tellMember(change: SettledMoney): void {
  const options = { duration: WITHDRAWAL_TOAST_MS };
  switch (change.kind) {
    case 'payout-sent': {
      const { id, amount, mpesa_number, receipt } = change.withdrawal;
      toast.success(m.payoutSentTitle(), {
        ...options,
        id: `payout-${id}`,
        description: payoutSentDetail(amount, mpesa_number, receipt),
      });
      return;
    }
    case 'payout-declined': {
      const { id, amount, reason } = change.withdrawal;
      const description = payoutDeclinedDetail(amount, reason);
      toast.error(m.payoutDeclinedTitle(), { ...options, id: `payout-${id}`, description });
      return;
    }
    case 'bond-confirmed': {
      const { id, level } = change.registration;
      if (shownInPlace.has(id)) return;
      const description = bondConfirmedDetail(level, levelInfo(level)?.name);
      toast.success(m.bondConfirmedTitle(), { ...options, id: `bond-${id}`, description });
      return;
    }
    case 'bond-declined': {
      const { id } = change.registration;
      if (shownInPlace.has(id)) return;
      toast.error(m.bondDeclinedTitle(), {
        ...options,
        id: `bond-${id}`,
        description: bondNotAcceptedDetail(change.registration),
      });
    }
  }
}
