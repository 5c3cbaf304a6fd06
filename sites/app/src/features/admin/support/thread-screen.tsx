// One support thread: who wrote (a member's file is one click away), every message oldest first,
// a reply box (a member reads the reply on their Support page) and Mark answered for a thread that
// needs no reply.
import {
  adminThreadQueryOptions,
  markAnsweredMutationOptions,
  sendAdminReplyMutationOptions,
  describeError,
} from '@mapato/client';
import { m } from '@mapato/i18n';
import { Button, Field, FieldError, Textarea, toast } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminLink } from '../admin-link.tsx';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
import { ThreadMessages } from './thread-messages.tsx';

const MAX_REPLY = 2000;

export function ThreadScreen({ thread }: { thread: string }) {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const query = useQuery(adminThreadQueryOptions(pb, thread));
  const reply = useMutation(sendAdminReplyMutationOptions(pb, queryClient));
  const answered = useMutation(markAnsweredMutationOptions(pb, queryClient));
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') return setError(m.admin_writeTheAnswer());
    setError('');
    try {
      await reply.mutateAsync({ thread, message: text.trim() });
      setText('');
      toast.success(m.admin_replySent());
    } catch (err) {
      setError(describeError(err) || m.admin_replyFailed());
    }
  }

  async function markAnswered() {
    const result = await answered.mutateAsync([thread]);
    if (result.failed[0]) toast.error(result.failed[0].message);
    else toast.success(m.admin_markedAnswered());
  }

  return (
    <Loaded query={query} what={m.admin_whatThread()}>
      {(t) => {
        const open = t.messages.some((message) => message.kind !== 'reply' && !message.answered);
        const who = t.username || t.name || t.email || m.admin_chatVisitor();
        return (
          <>
            <PageTitle
              title={m.admin_threadTitle({ who })}
              actions={
                open ? (
                  <Button variant="outline" size="sm" disabled={answered.isPending} onClick={() => void markAnswered()}>
                    {m.admin_actionMarkAnswered()}
                  </Button>
                ) : null
              }
            >
              {t.uid ? (
                <>
                  {m.admin_aMember()} ·{' '}
                  <AdminLink place={{ to: 'member', id: t.uid }} className="text-primary underline">
                    {t.username ? m.admin_openFileOf({ username: t.username }) : m.admin_openTheirFile()}
                  </AdminLink>
                </>
              ) : (
                `${m.admin_aVisitor()}${t.email ? ` · ${t.email}` : ''}${t.name ? ` · ${t.name}` : ''}`
              )}
              {` · ${open ? m.admin_waitingForAnswer() : m.admin_answered()}`}
            </PageTitle>
            <ThreadMessages messages={t.messages} label={m.admin_messages()} />
            <form
              onSubmit={(e) => void send(e)}
              className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
            >
              <Field label={m.admin_yourReply()} hint={t.uid ? m.admin_replyHintMember() : m.admin_replyHintVisitor()}>
                <Textarea
                  name="message"
                  rows={4}
                  maxLength={MAX_REPLY}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </Field>
              {error ? <FieldError>{error}</FieldError> : null}
              <Button
                type="submit"
                className="self-end"
                disabled={reply.isPending}
                aria-busy={reply.isPending || undefined}
              >
                {reply.isPending ? m.admin_sending() : m.admin_sendReply()}
              </Button>
            </form>
          </>
        );
      }}
    </Loaded>
  );
}
