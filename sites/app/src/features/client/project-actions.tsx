// What a client does with a running project: download the results (CSV or JSON Lines, the file
// the server makes), and close it, after a dialog saying that members get no more items and the
// unspent money returns to the balance. The kit's Dialog (held open here, not by DialogClose), not
// its AlertDialog: the member screens' lazy files stay byte for byte as they are (either would
// change theirs, docs/decisions/058).
import {
  afterProjectChange,
  closeProject,
  fetchResults,
  serverMessage,
  type ProjectView,
  type ResultsFormat,
} from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
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
  const [confirming, setConfirming] = useState(false);

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
    setConfirming(false);
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
          <Dialog open={confirming} onOpenChange={setConfirming}>
            <DialogTrigger asChild>
              <Button size="lg" variant="outline" disabled={busy}>
                {m.client_close()}
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{m.client_closeTitle()}</DialogTitle>
                <DialogDescription>
                  {m.client_closeConfirm({ amount: formatKsh(project.reserve_left) })}
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {m.client_cancel()}
                </Button>
                <Button variant="danger" onClick={() => void close()}>
                  {m.client_closeYes()}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        ) : null}
      </div>
    </section>
  );
}
