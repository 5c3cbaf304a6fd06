// Personal Information (docs/product.md#account): view and edit modes; only changed fields are sent,
// the e-mail as `mail`, an empty phone as null. The product's username-bound-to-email defect is fixed.
import { updateProfileMutationOptions, type ProfileChanges, describeError } from '@mapato/client';
import { type AccountField, updateErrorDetail, type UserRecord, validateAccountEdit } from '@mapato/core';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorBox,
  Field,
  Input,
  PhoneField,
  toast,
} from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { m } from '@mapato/i18n';
import { askPhoneChange, PhoneChange, type PendingPhone } from './phone-change.tsx';

interface Draft {
  username: string;
  email: string;
  phone: string;
}

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
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A verified phone is replaced only by a number that types its own code (ADR 036).
  const [pending, setPending] = useState<PendingPhone | null>(null);

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
      toast.info(m.noChanges());
      setEditing(false);
      return;
    }
    const found = validateAccountEdit(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    const { phone: newPhone, ...others } = changes;
    const proving = user.verified && typeof newPhone === 'string' ? newPhone : null;
    try {
      if (proving === null) await update.mutateAsync(changes);
      else {
        if (Object.keys(others).length > 0) await update.mutateAsync(others);
        setPending(await askPhoneChange(pb, proving));
      }
      // A new phone alone is not saved yet: its card says what happens next.
      if (proving === null || Object.keys(others).length > 0) toast.success(m.updateSuccess());
      setEditing(false);
    } catch (error) {
      setFailure(updateErrorDetail(describeError(error)));
      toast.error(m.updateFailedToast());
    }
  }

  const edit = (field: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{m.app_personalInformation()}</CardTitle>
        </CardHeader>
        {editing ? (
          <form noValidate onSubmit={save} aria-label={m.app_editPersonalInformation()}>
            <CardContent className="flex flex-col gap-4">
              {failure ? <ErrorBox title={m.updateErrorTitle()} message={failure} /> : null}
              <Field label={m.app_username()} error={errors.username}>
                <Input
                  required
                  autoComplete="username"
                  value={draft.username}
                  onChange={(e) => edit('username', e.target.value)}
                />
              </Field>
              <Field label={m.app_email()} error={errors.email}>
                <Input
                  type="email"
                  required
                  autoComplete="email"
                  value={draft.email}
                  onChange={(e) => edit('email', e.target.value)}
                />
              </Field>
              <PhoneField
                label={m.app_phoneOptional()}
                value={draft.phone || undefined}
                error={errors.phone}
                onChange={(v) => edit('phone', v ?? '')}
              />
            </CardContent>
            <CardFooter className="flex gap-3">
              <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
                {update.isPending ? m.app_saving() : m.app_save()}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={update.isPending}>
                {m.app_cancel()}
              </Button>
            </CardFooter>
          </form>
        ) : (
          <>
            <CardContent>
              <dl className="flex flex-col gap-2 text-sm">
                {[
                  [m.app_username(), user.username],
                  [m.app_email(), user.mail || user.email || m.app_notAvailable()],
                  [m.app_phone(), user.phone || m.app_notAvailable()],
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
                {m.app_edit()}
              </Button>
            </CardFooter>
          </>
        )}
      </Card>
      {pending ? (
        <PhoneChange
          key={`${pending.phone}:${pending.sentAt ?? pending.refusedUntil}`}
          user={user}
          pending={pending}
          onClose={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}
