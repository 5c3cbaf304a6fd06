// "Your data" on Account (ADR 029; Kenya's Data Protection Act: access and portability): the
// member downloads everything we hold about them as a JSON file, and reads what we keep, why and
// for how long (the same list as the Privacy page and the file itself).
import { fetchMyData } from '@mapato/client';
import { DATA_KEPT } from '@mapato/core';
import { Button, Icon, toast } from '@mapato/ui';
import { useMutation } from '@tanstack/react-query';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { m } from '@mapato/i18n';

export function MyData() {
  const pb = usePocketBase();
  const download = useMutation({
    mutationFn: () => fetchMyData(pb),
    onSuccess: ({ fileName, json }) => {
      saveFile(fileName, json);
      toast.success(m.app_myDataDownloaded());
    },
  });
  return (
    <section aria-labelledby="my-data" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id="my-data" className="text-lg font-semibold">
        {m.app_myDataTitle()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.app_myDataIntro()}</p>
      {download.isError ? (
        <LoadError title={m.app_myDataLoadFailed()} error={download.error} onRetry={() => download.mutate()} />
      ) : null}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
      >
        <Icon name="download" />
        {download.isPending ? m.app_myDataPreparing() : m.app_myDataDownload()}
      </Button>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{m.app_myDataKept()}</summary>
        <ul className="mt-2 flex flex-col gap-3">
          {DATA_KEPT.map((item) => (
            <li key={item.what}>
              <p className="font-medium">{item.what}</p>
              <p className="text-muted-foreground">{m.app_myDataWhy({ why: item.why })}</p>
              <p className="text-muted-foreground">{m.app_myDataHowLong({ howLong: item.howLong })}</p>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The browser saves the text under the given name (no server round trip for the file itself). */
function saveFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
