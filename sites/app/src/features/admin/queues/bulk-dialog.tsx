// Before a bulk action runs, the operator sees what it will do to how many items and confirms;
// a decline asks for one reason for the whole batch (each member reads it), lifting a hold for
// the note the audit log keeps.
import { m } from '@mapato/i18n';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
} from '@mapato/ui';
import { useState, type FormEvent } from 'react';
import { countOf, type Noun } from '../nouns.ts';

export interface BulkAction<A extends string = string> {
  /** the action name the client sends, e.g. 'approve' */
  action: A;
  /** the button, in the page's language, e.g. 'Approve' */
  label: string;
  /** what the dialog asks, given how many items and their total */
  question: (count: number) => string;
  /** 'reason': optional text the member reads; 'note': required text for the audit log */
  text?: 'reason' | 'note';
  danger?: boolean;
}

export interface BulkDialogProps {
  action: BulkAction | null;
  count: number;
  /** what the items are, e.g. 'withdrawals' */
  noun: Noun;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}

const texts = () =>
  ({
    reason: { label: m.admin_reasonLabel(), hint: m.admin_reasonHint(), max: 200 },
    note: { label: m.admin_noteLabel(), hint: m.admin_noteHint(), max: 500 },
  }) as const;

export function BulkDialog({ action, count, noun, onCancel, onConfirm }: BulkDialogProps) {
  const [text, setText] = useState('');
  const field = action?.text ? texts()[action.text] : null;
  const tooShort = action?.text === 'note' && text.trim().length < 3;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooShort) return;
    onConfirm(text.trim());
    setText('');
  }

  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) {
          setText('');
          onCancel();
        }
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>
              {action ? m.admin_bulkTitle({ action: action.label, items: countOf(noun, count) }) : ''}
            </DialogTitle>
            <DialogDescription>{action?.question(count)}</DialogDescription>
          </DialogHeader>
          {field ? (
            <Field label={field.label} hint={field.hint} required={action?.text === 'note'}>
              <Textarea
                name={action?.text}
                rows={3}
                maxLength={field.max}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </Field>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              {m.admin_cancel()}
            </Button>
            <Button type="submit" variant={action?.danger ? 'danger' : 'primary'} disabled={tooShort}>
              {action?.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
