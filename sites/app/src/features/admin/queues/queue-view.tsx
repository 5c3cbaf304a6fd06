// One queue: search and filters, the page of items with a box each (and one for the page), the
// actions an admin can take on the chosen ones, the result of the last action in the server's own
// words, a CSV of the whole filtered list, and paging. Support operators see no boxes and no actions.
import { type BulkResult, describeError } from '@mapato/client';
import type { ListResult } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, Checkbox, EmptyState, Field, Input, toast } from '@mapato/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { downloadCsv } from '../csv.ts';
import { Loaded } from '../loaded.tsx';
import { listName, type Noun } from '../nouns.ts';
import { Pager } from '../pager.tsx';
import { useSelection } from '../use-selection.ts';
import { BulkDialog, type BulkAction } from './bulk-dialog.tsx';

export interface QueueViewProps<T, A extends string> {
  /** what the items are, e.g. 'withdrawals' */
  noun: Noun;
  query: UseQueryResult<ListResult<T>>;
  idOf: (item: T) => string;
  /** names an item for its box, e.g. 'withdrawal of KSh 25,000 by otieno' */
  describe: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** empty when the operator may not act here */
  actions: readonly BulkAction<A>[];
  /**
   * The action an item offers on its own line (Approve, Confirm), so one item needs no box and no
   * bulk bar; `mine`: this admin's approval is already recorded, a second admin must give theirs
   * (ADR 042); `note`: said beside the button. Only where `actions` are offered.
   */
  rowAction?: (item: T) => { action: BulkAction<A>; mine?: boolean; note?: string } | null;
  run: (action: A, ids: readonly string[], text: string) => Promise<BulkResult>;
  /** builds the CSV of every item the filter matches (no button without it) */
  exportCsv?: () => Promise<{ filename: string; csv: string }>;
  /** the search box's current text; undefined: this queue has no search */
  q?: string;
  searchHint?: string;
  filters?: ReactNode;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  emptyText: string;
}

export function QueueView<T, A extends string>(props: QueueViewProps<T, A>) {
  const { noun, query, onSearch } = props;
  const [text, setText] = useState(props.q ?? '');
  const [exporting, setExporting] = useState(false);
  // Kept here, not in the list: the list is remade when the action's changes come back.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  async function exportCsv(build: NonNullable<typeof props.exportCsv>) {
    setExporting(true);
    try {
      const { filename, csv } = await build();
      downloadCsv(filename, csv);
    } catch (error) {
      toast.error(`${m.admin_exportFailed({ items: listName(noun) })} ${describeError(error)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        {props.q !== undefined ? (
          // Named after its list: the review tab shows two lists, each with its own search.
          <form
            role="search"
            aria-label={m.admin_searchItems({ items: listName(noun) })}
            onSubmit={search}
            className="max-w-xl"
          >
            <Field label={m.admin_searchItems({ items: listName(noun) })} hint={props.searchHint}>
              <div className="flex gap-2">
                <Input type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} />
                <Button type="submit" variant="secondary">
                  {m.admin_search()}
                </Button>
              </div>
            </Field>
          </form>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          {props.filters}
          {props.exportCsv ? (
            <Button
              variant="outline"
              onClick={() => void exportCsv(props.exportCsv!)}
              disabled={exporting}
              aria-busy={exporting || undefined}
            >
              {exporting ? m.admin_exporting() : m.admin_exportCsv()}
            </Button>
          ) : null}
        </div>
      </div>
      {outcome ? <OutcomeNote outcome={outcome} /> : null}
      <Loaded query={query} what={listName(noun)}>
        {(page) => (
          // A new page or filter is a new list: what was chosen on the last one is let go.
          <Items
            key={`${page.page}:${page.items.map(props.idOf).join(',')}`}
            {...props}
            page={page}
            onOutcome={setOutcome}
          />
        )}
      </Loaded>
    </div>
  );
}

function Items<T, A extends string>({
  page,
  noun,
  idOf,
  describe,
  renderItem,
  actions,
  rowAction,
  run,
  onPage,
  emptyText,
  onOutcome,
}: QueueViewProps<T, A> & { page: ListResult<T>; onOutcome: (outcome: Outcome) => void }) {
  const ids = page.items.map(idOf);
  const selection = useSelection(ids);
  // The action asked about and the items it is for: the chosen ones, or the one whose own button was pressed.
  const [asking, setAsking] = useState<{ action: BulkAction<A>; ids: readonly string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const acting = actions.length > 0;
  const named = (id: string) => {
    const item = page.items.find((i) => idOf(i) === id);
    return item ? describe(item) : id;
  };

  async function confirm(text: string) {
    const { action, ids: chosen } = asking!;
    setAsking(null);
    setBusy(true);
    try {
      const result = await run(action.action, chosen, text);
      // What was acted on is let go, whatever the answer: the next action starts from a new choice.
      selection.clear();
      onOutcome({
        label: action.label,
        done: result.done.length,
        waiting: result.waiting.length,
        failed: result.failed.map((f) => ({ id: f.id, what: named(f.id), message: f.message })),
      });
    } catch (error) {
      toast.error(describeError(error) || m.admin_actionFailed({ action: action.label.toLowerCase() }));
    } finally {
      setBusy(false);
    }
  }

  if (page.items.length === 0 && page.page === 1) return <EmptyState title={emptyText} />;
  return (
    <>
      {acting ? (
        <div
          role="group"
          aria-label={m.admin_actionsOnChosen({ items: listName(noun) })}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card p-2"
        >
          <label className="flex h-9 items-center gap-2 px-1 text-sm font-medium">
            <Checkbox
              checked={selection.all === 'all'}
              indeterminate={selection.all === 'some'}
              onChange={selection.toggleAll}
            />
            {m.admin_selectAllOnPage()}
          </label>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {m.admin_chosenCount({ count: selection.selected.length })}
          </span>
          <span className="flex flex-1 flex-wrap justify-end gap-2">
            {actions.map((action) => (
              <Button
                key={action.action}
                size="sm"
                variant={action.danger ? 'danger' : 'primary'}
                disabled={selection.selected.length === 0 || busy}
                onClick={() => setAsking({ action, ids: selection.selected })}
              >
                {action.label}
              </Button>
            ))}
          </span>
        </div>
      ) : null}
      <ul
        aria-label={listName(noun)}
        aria-busy={busy || undefined}
        className="divide-y divide-border rounded-lg border border-border bg-card"
      >
        {page.items.map((item) => {
          const id = idOf(item);
          return (
            <li key={id} className="flex gap-3 p-3 text-sm">
              {acting ? (
                <Checkbox
                  className="mt-0.5"
                  aria-label={m.admin_chooseItem({ item: describe(item) })}
                  checked={selection.isSelected(id)}
                  onChange={() => undefined}
                  onClick={(event) => selection.toggle(id, event.shiftKey)}
                />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {renderItem(item)}
                {acting && rowAction ? (
                  <RowAction
                    own={rowAction(item)}
                    name={describe(item)}
                    busy={busy}
                    onPress={(action) => setAsking({ action, ids: [id] })}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {page.items.length === 0 ? <p className="text-sm text-muted-foreground">{m.admin_nothingOnPage()}</p> : null}
      <Pager page={page.page} totalPages={page.totalPages} totalItems={page.totalItems} noun={noun} onPage={onPage} />
      <BulkDialog
        action={asking?.action ?? null}
        count={asking?.ids.length ?? 0}
        noun={noun}
        onCancel={() => setAsking(null)}
        onConfirm={(text) => void confirm(text)}
      />
    </>
  );
}

function RowAction<A extends string>({
  own,
  name,
  busy,
  onPress,
}: {
  own: ReturnType<NonNullable<QueueViewProps<unknown, A>['rowAction']>>;
  name: string;
  busy: boolean;
  onPress: (action: BulkAction<A>) => void;
}) {
  if (!own) return null;
  const note = own.mine ? m.admin_rowApprovedByYou() : own.note;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        size="sm"
        aria-label={m.admin_rowAction({ action: own.action.label, item: name })}
        disabled={busy || own.mine}
        onClick={() => onPress(own.action)}
      >
        {own.action.label}
      </Button>
      {note ? <span className="text-muted-foreground">{note}</span> : null}
    </div>
  );
}

/** What the last bulk action did: how many were done, and each refusal in the server's words. */
interface Outcome {
  label: string;
  done: number;
  /** recorded as this admin's approval; a second admin must act too */
  waiting: number;
  failed: Array<{ id: string; what: string; message: string }>;
}

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const { label, done, waiting, failed } = outcome;
  return (
    <div role="status" className="flex flex-col gap-1 rounded-lg border border-border bg-card p-3 text-sm">
      <p className="font-medium">
        {failed.length > 0
          ? m.admin_outcomeDoneRefused({ action: label, done, refused: failed.length })
          : m.admin_outcomeDone({ action: label, done })}
      </p>
      {waiting > 0 ? <p>{m.admin_outcomeWaiting({ waiting })}</p> : null}
      {failed.length > 0 ? (
        <ul className="list-disc pl-5 text-danger">
          {failed.map((f) => (
            <li key={f.id}>
              {f.what}: {f.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
