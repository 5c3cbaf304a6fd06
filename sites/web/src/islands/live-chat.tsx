// The mock Live Chat (docs/product.md#support-and-contact): a dialog where a non-blank message is appended and, 1 s
// later, a canned reply from 'support'. Each user line is also stored for the operators under
// one conversation id per chat session; a failed send is ignored so the chat works offline. A
// signed-in member's chat opens on their thread so far (what they wrote through any form, and the
// operators' replies), and an operator's reply that arrives while it is open joins it (ADR 047).
import { CHAT_REPLY_MS, isBlankChatMessage } from '@mapato/core';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
} from '@mapato/ui';
import { m } from '@mapato/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendSupportMessage } from '../lib/support.ts';
import { useSupportThread } from '../lib/support-thread.ts';

interface ChatLine {
  id: number | string;
  from: 'user' | 'support';
  text: string;
}

const lineOf = (item: { id: string; fromOperator: boolean; message: string }): ChatLine => ({
  id: item.id,
  from: item.fromOperator ? 'support' : 'user',
  text: item.message,
});

function newConversationId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export default function LiveChat() {
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<ChatLine[]>(() => [{ id: 0, from: 'support', text: m.web_chatGreeting() }]);
  const [draft, setDraft] = useState('');
  const conversation = useRef<string>('');
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  const endRef = useRef<HTMLLIElement>(null);
  const thread = useSupportThread();
  /** the member's thread as it was when the chat opened (null before, and for a visitor) */
  const [history, setHistory] = useState<ChatLine[] | null>(null);
  /** thread messages already shown, and lines typed here the thread will tell again */
  const shown = useRef(new Set<string>());
  const typedHere = useRef<string[]>([]);

  useEffect(() => {
    if (!open || thread.status !== 'ready') return;
    const items = thread.thread.items;
    if (history === null) {
      items.forEach((item) => shown.current.add(item.id));
      setHistory(items.map(lineOf));
      return;
    }
    for (const item of items) {
      if (shown.current.has(item.id)) continue;
      shown.current.add(item.id);
      const typed = item.fromOperator ? -1 : typedHere.current.indexOf(item.message);
      if (typed >= 0) typedHere.current.splice(typed, 1);
      else setLines((l) => [...l, lineOf(item)]);
    }
  }, [open, thread, history]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [lines, history]);

  function append(from: ChatLine['from'], text: string) {
    const id = nextId.current++;
    setLines((l) => [...l, { id, from, text }]);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBlankChatMessage(draft)) return;
    const text = draft.trim();
    setDraft('');
    append('user', text);
    typedHere.current.push(text);
    if (conversation.current === '') conversation.current = newConversationId();
    sendSupportMessage({ kind: 'chat', message: text, conversation: conversation.current }).catch(() => {
      // Offline or refused: the mock chat goes on (the operators simply miss this line).
    });
    timers.current.push(window.setTimeout(() => append('support', m.web_chatReply()), CHAT_REPLY_MS));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{m.web_chatStart()}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.web_supportChatTitle()}</DialogTitle>
          <DialogDescription>{m.web_chatDescription()}</DialogDescription>
        </DialogHeader>
        <ol
          aria-live="polite"
          aria-label={m.web_chatMessages()}
          className="flex max-h-72 flex-col gap-2 overflow-y-auto"
        >
          {[...(history ?? []), ...lines].map((line) => (
            <li
              key={line.id}
              className={
                line.from === 'user'
                  ? 'self-end rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground'
                  : 'self-start rounded-lg bg-muted px-3 py-2 text-sm text-foreground'
              }
            >
              <span className="sr-only">{line.from === 'user' ? m.web_chatFromYou() : m.web_chatFromSupport()}</span>
              {line.text}
            </li>
          ))}
          <li ref={endRef} aria-hidden="true" />
        </ol>
        <form onSubmit={handleSubmit} className="flex gap-2">
          <Field label={m.web_chatInputLabel()} hideLabel className="min-w-0 flex-1">
            <Input
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              placeholder={m.web_chatInputPlaceholder()}
              autoComplete="off"
            />
          </Field>
          <Button type="submit">{m.web_chatSend()}</Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
