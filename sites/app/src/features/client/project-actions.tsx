// What a client does with a running project: download the results (CSV or JSON Lines, the file
// the server makes), and close it, after a dialog saying that members get no more items and the
// unspent money returns to the balance.
import { afterProjectChange, closeProject, fetchResults, serverMessage, type ProjectView, type ResultsFormat } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
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
} from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClientPb } from './client-pb.ts';

export function ProjectActions({ project }: { project: ProjectView }) {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function download(format: ResultsFormat) {
    setError('');
    try {
      const blob = await fetchResults(pb, project.id, format);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `results-${project.id}.${format}`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      setError(serverMessage(err) || m.tryAgain());
    }
  }

  async function close() {
    setBusy(true);
    setError('');
    try {
      await closeProject(pb, project.id);
    } catch (err) {
      setError(serverMessage(err) || m.tryAgain());
    } finally {
      await afterProjectChange(pb, queryClient, project.id);
      setBusy(false);
    }
  }

  const hasResults = project.status === 'live' || project.status === 'closed';
  const closable = project.status === 'live' || project.status === 'draft';
  return (
    <section aria-labelledby="actions-title" className="flex flex-col gap-3">
      <h2 id="actions-title" className="sr-only">
        {m.client_actionsTitle()}
      </h2>
      {error ? <ErrorBox title={m.client_actionFailed()} message={error} /> : null}
      <div className="flex flex-wrap gap-2">
        {hasResults ? (
          <>
            <Button size="lg" variant="secondary" onClick={() => void download('csv')}>
              {m.client_downloadCsv()}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => void download('jsonl')}>
              {m.client_downloadJsonl()}
            </Button>
          </>
        ) : null}
        {closable ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button size="lg" variant="outline" disabled={busy}>
                {m.client_close()}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{m.client_closeTitle()}</AlertDialogTitle>
                <AlertDialogDescription>
                  {m.client_closeConfirm({ amount: formatKsh(project.reserve_left) })}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{m.client_cancel()}</AlertDialogCancel>
                <AlertDialogAction variant="danger" onClick={() => void close()}>
                  {m.client_closeYes()}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
      </div>
    </section>
  );
}
