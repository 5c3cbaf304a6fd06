// A signed-in member's conversation with support at the top of /support (ADR 020): their messages
// and the operators' replies, newest at the bottom. Showing the replies marks them read, which
// clears the nav's badge; coming back to the tab looks for new replies. A visitor gets nothing;
// the static HTML holds the section's loading state, which the session class shows only to a
// member (ADR 022), so the heading is there before any script and the FAQ does not jump down.

import { SupportConversation, useHydrated } from '@mapato/ui';
import { useEffect } from 'react';
import { markThreadRead, reloadThread, useSupportThread } from '../lib/support-thread.ts';
import { m } from '@mapato/i18n';

export default function SupportReplies() {
  const state = useSupportThread();
  const hydrated = useHydrated();

  // Shown, so read. The thread keeps the count it arrived with: those replies stay marked New.
  useEffect(() => {
    if (state.status === 'ready') markThreadRead();
  }, [state]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reloadThread(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  if (state.status === 'none' && hydrated) return null;
  return (
    <section aria-labelledby="thread-title" className="member-only flex flex-col gap-3">
      <h2 id="thread-title" className="text-2xl font-semibold">
        {m.supportThreadTitle()}
      </h2>
      <SupportConversation
        messages={state.status === 'ready' ? state.thread.items : []}
        unread={state.status === 'ready' ? state.thread.unread : 0}
        loading={state.status === 'loading' || state.status === 'none'}
        error={state.status === 'failed' ? m.supportThreadFailed() : undefined}
        onRetry={() => reloadThread()}
      />
    </section>
  );
}
