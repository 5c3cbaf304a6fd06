// Danger Zone (docs/product.md#account): confirm, delete, and the session ends (the client clears it; the
// member layout then leaves for /login, which shows the success toast).
import { deleteAccountMutationOptions, setFlash, serverMessage } from '@mapato/client';
import { deleteErrorDetail } from '@mapato/core';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  ErrorBox,
  toast,
} from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { m } from '@mapato/i18n';

export function DangerZone() {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const remove = useMutation(deleteAccountMutationOptions(pb, queryClient));
  const [failure, setFailure] = useState<string | null>(null);

  function confirmDelete() {
    setFailure(null);
    remove.mutate(undefined, {
      // The session is gone, so the member layout leaves for /login at once: the toast goes with it.
      onSuccess: () => setFlash({ message: m.deleteSuccess() }),
      onError: (error) => {
        setFailure(deleteErrorDetail(serverMessage(error)));
        toast.error(m.deleteFailedToast());
      },
    });
  }

  return (
    <section aria-labelledby="danger-zone" className="flex flex-col gap-3 rounded-lg border border-danger/40 p-4">
      <h2 id="danger-zone" className="text-lg font-semibold text-danger">
        {m.app_dangerZone()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.app_dangerZoneHint()}</p>
      {failure ? <ErrorBox title={m.deleteErrorTitle()} message={failure} /> : null}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="danger" className="self-start" disabled={remove.isPending}>
            {m.app_deleteAccount()}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.app_deleteAccount()}</AlertDialogTitle>
            <AlertDialogDescription>{m.deleteConfirm()}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.app_cancel()}</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>{m.app_delete()}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
