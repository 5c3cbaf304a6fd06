// One support thread: who wrote (a member's file is one click away), every message oldest first,
// a reply box (a member reads the reply on their Support page) and Mark answered for a thread that
// needs no reply.
import {
  adminThreadQueryOptions,
  markAnsweredMutationOptions,
  sendAdminReplyMutationOptions,
  describeError,
} from '@mapato/client';
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
    if (text.trim() === '') return setError('Write the answer.');
    setError('');
    try {
      await reply.mutateAsync({ thread, message: text.trim() });
      setText('');
      toast.success('Reply sent.');
    } catch (err) {
      setError(describeError(err) || 'Could not send the reply.');
    }
  }

  async function markAnswered() {
    const result = await answered.mutateAsync([thread]);
    if (result.failed[0]) toast.error(result.failed[0].message);
    else toast.success('Marked answered.');
  }

  return (
    <Loaded query={query} what="the thread">
      {(t) => {
        const open = t.messages.some((m) => m.kind !== 'reply' && !m.answered);
        const who = t.username || t.name || t.email || 'A chat visitor';
        return (
          <>
            <PageTitle
              title={`Support: ${who}`}
              actions={
                open ? (
                  <Button variant="outline" size="sm" disabled={answered.isPending} onClick={() => void markAnswered()}>
                    Mark answered
                  </Button>
                ) : null
              }
            >
              {t.uid ? (
                <>
                  A member ·{' '}
                  <AdminLink place={{ to: 'member', id: t.uid }} className="text-primary underline">
                    {t.username ? `Open ${t.username}’s file` : 'Open their file'}
                  </AdminLink>
                </>
              ) : (
                `A visitor${t.email ? ` · ${t.email}` : ''}${t.name ? ` · ${t.name}` : ''}`
              )}
              {open ? ' · waiting for an answer' : ' · answered'}
            </PageTitle>
            <ThreadMessages messages={t.messages} label="Messages" />
            <form
              onSubmit={(e) => void send(e)}
              className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
            >
              <Field
                label="Your reply"
                hint={
                  t.uid
                    ? 'The member reads it on their Support page.'
                    : 'Visitors have no account: answer them by e-mail too.'
                }
              >
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
                {reply.isPending ? 'Sending…' : 'Send reply'}
              </Button>
            </form>
          </>
        );
      }}
    </Loaded>
  );
}
