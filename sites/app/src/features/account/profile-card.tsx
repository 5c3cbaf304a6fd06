// Personal Information (spec §4, §5, §8): view and edit modes; only changed fields are sent,
// the e-mail as `mail`, an empty phone as null. The spec's username-bound-to-email defect is fixed.
import { updateProfileMutationOptions, type ProfileChanges } from '@mapato/client';
import { MESSAGES, updateErrorDetail, validateAccountEdit, type AccountField, type UserRecord } from '@mapato/core';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, ErrorBox, PhoneField, toast } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../lib/errors.ts';
import { usePocketBase } from '../../lib/pocketbase.tsx';

interface Draft {
  username: string;
  email: string;
  phone: string;
}

const INPUT =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground aria-invalid:border-danger';

function draftOf(user: UserRecord): Draft {
  return { username: user.username, email: user.mail || user.email, phone: user.phone };
}

function changesBetween(before: Draft, after: Draft): ProfileChanges {
  const changes: ProfileChanges = {};
  if (after.username.trim() !== before.username) changes.username = after.username.trim();
  if (after.email.trim() !== before.email) changes.mail = after.email.trim();
  if (after.phone !== before.phone) changes.phone = after.phone === '' ? null : after.phone;
  return changes;
}

export function ProfileCard({ user }: { user: UserRecord }) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const update = useMutation(updateProfileMutationOptions(pb, queryClient));
  const ids = { username: useId(), email: useId() };
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function startEditing() {
    setDraft(draftOf(user));
    setEditing(true);
  }

  function cancel() {
    setDraft(draftOf(user));
    setErrors({});
    setFailure(null);
    setEditing(false);
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Nothing edited: say so, even when the stored profile is incomplete (e.g. no e-mail yet).
    const changes = changesBetween(draftOf(user), draft);
    if (Object.keys(changes).length === 0) {
      setErrors({});
      toast.info(MESSAGES.noChanges);
      setEditing(false);
      return;
    }
    const found = validateAccountEdit(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      await update.mutateAsync(changes);
      toast.success(MESSAGES.updateSuccess);
      setEditing(false);
    } catch (error) {
      setFailure(updateErrorDetail(describeError(error)));
      toast.error(MESSAGES.updateFailedToast);
    }
  }

  const edit = (field: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
      </CardHeader>
      {editing ? (
        <form noValidate onSubmit={save} aria-label="Edit personal information">
          <CardContent className="flex flex-col gap-4">
            {failure ? <ErrorBox title={MESSAGES.updateErrorTitle} message={failure} /> : null}
            <TextField
              id={ids.username}
              label="Username"
              autoComplete="username"
              value={draft.username}
              error={errors.username}
              onChange={(v) => edit('username', v)}
            />
            <TextField
              id={ids.email}
              label="Email"
              type="email"
              autoComplete="email"
              value={draft.email}
              error={errors.email}
              onChange={(v) => edit('email', v)}
            />
            <PhoneField
              label="Phone (optional)"
              value={draft.phone || undefined}
              error={errors.phone}
              onChange={(v) => edit('phone', v ?? '')}
            />
          </CardContent>
          <CardFooter className="flex gap-3">
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="outline" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
          </CardFooter>
        </form>
      ) : (
        <>
          <CardContent>
            <dl className="flex flex-col gap-2 text-sm">
              {[
                ['Username', user.username],
                ['Email', user.mail || user.email || 'N/A'],
                ['Phone', user.phone || 'N/A'],
              ].map(([term, value]) => (
                <div key={term} className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="font-medium break-all">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
          <CardFooter>
            <Button variant="outline" onClick={startEditing}>
              Edit
            </Button>
          </CardFooter>
        </>
      )}
    </Card>
  );
}

function TextField({
  id,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
