// Unread support replies on the nav's Support link (ADR 020). Replies are read on /support (the
// public site), a full page load away, so coming back to the app fetches afresh; while the member
// stays in the app, a reply arrives live over the realtime stream (ADR 047) and the thread is
// looked at again every few minutes and when the tab returns.
import {
  currentUserId,
  onAuthChange,
  supportThreadKeys,
  supportThreadQueryOptions,
  watchSupportThread,
  type TypedPocketBase,
} from '@mapato/client';
import { supportUnreadLabel } from '@mapato/core';
import type { NavBadge } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const RECHECK_MS = 2 * 60_000;

export function useSupportBadge(pb: TypedPocketBase): Partial<Record<string, NavBadge>> | undefined {
  const queryClient = useQueryClient();
  const [member, setMember] = useState(() => currentUserId(pb));
  useEffect(() => onAuthChange(pb, () => setMember(currentUserId(pb))), [pb]);
  useEffect(() => {
    if (member === '') return undefined;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: supportThreadKeys.mine(member) });
    return watchSupportThread(pb, { onMessage: refetch, onGap: refetch });
  }, [pb, queryClient, member]);
  const { data: unread = 0 } = useQuery({
    ...supportThreadQueryOptions(pb),
    select: (thread) => thread.unread,
    refetchInterval: RECHECK_MS,
    refetchOnWindowFocus: true,
  });
  return unread > 0 ? { '/support': { count: unread, label: supportUnreadLabel(unread) } } : undefined;
}
