// DataTable: a captioned table (column headers, empty text, loading state). Below 640 px each row
// stacks into a card of label-and-value pairs, so nothing — least of all a Status — is off a
// phone's screen; every value carries its column's name as real text. The ARIA roles keep it a
// table for screen readers when CSS changes its display. From 640 px it is a plain table that
// scrolls sideways inside its own labelled, focusable region if it is still too wide.
// WithdrawalsTable and RegistrationsTable are the dashboard's two tables built on it (docs/product.md#dashboard).
import {
  formatDisplayDate,
  formatKsh,
  mpesaReasonInReadersLanguage,
  registrationPendingNote,
  type RegistrationRecord,
  withdrawalPendingNote,
  type WithdrawalRecord,
} from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './lib/cn.ts';
import { levelLabel } from './lib/level-label.ts';
import { Spinner } from './spinner.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface DataTableColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Marks the cell that names its row (a <th scope="row">): the title of a stacked row. */
  rowHeader?: boolean;
  className?: string;
}

export interface DataTableProps<Row> extends Omit<ComponentProps<'table'>, 'children'> {
  caption: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  emptyText?: ReactNode;
  loading?: boolean;
  /** Props for each <tr>, e.g. aria-current on the user's own level. */
  rowProps?: (row: Row) => ComponentProps<'tr'>;
}

// `max-sm:` is the stacked phone layout; without it, the table.
const CELL = 'px-3 py-2 text-left align-middle whitespace-nowrap max-sm:p-0 max-sm:whitespace-normal';
const STACKED_ROW = 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:p-3';

function Cell<Row>({ column, value }: { column: DataTableColumn<Row>; value: ReactNode }) {
  // Stacked, a cell with nothing in it is left out rather than shown as a lone column name.
  const empty = value === null || value === undefined || value === '' || value === false;
  return (
    <td
      role="cell"
      className={cn(CELL, empty ? 'max-sm:hidden' : 'max-sm:flex max-sm:min-w-0 max-sm:flex-col', column.className)}
    >
      <span className="font-sans text-xs text-muted-foreground sm:hidden">{column.header}</span>
      <span data-slot="cell-value" className="max-sm:wrap-anywhere">
        {value}
      </span>
    </td>
  );
}

/** className goes to the scrolling wrapper; the other props to the <table>. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText = m.kit_tableEmpty(),
  loading = false,
  rowProps,
  className,
  ...props
}: DataTableProps<Row>) {
  const captionId = useId();
  const fullRow = (content: ReactNode) => (
    <tr role="row" className="max-sm:block">
      <td role="cell" colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground max-sm:block">
        {content}
      </td>
    </tr>
  );
  const dataRow = (row: Row, r: number) => {
    const { className: rowClass, ...rest } = rowProps?.(row) ?? {};
    return (
      <tr key={rowKey(row, r)} role="row" className={cn(STACKED_ROW, rowClass)} {...rest}>
        {columns.map((column, i) =>
          column.rowHeader ? (
            <th
              key={i}
              role="rowheader"
              scope="row"
              className={cn(CELL, 'font-medium max-sm:col-span-2 max-sm:text-base', column.className)}
            >
              {column.cell(row)}
            </th>
          ) : (
            <Cell key={i} column={column} value={column.cell(row)} />
          ),
        )}
      </tr>
    );
  };
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-slot="data-table"
      className={cn('w-full overflow-x-auto rounded-lg border border-border bg-card', className)}
    >
      <table
        role="table"
        aria-busy={loading || undefined}
        className="w-full border-collapse text-sm max-sm:block"
        {...props}
      >
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-base font-semibold max-sm:block">
          {caption}
        </caption>
        {/* Stacked, the headers are read by screen readers but drawn in every row instead. */}
        <thead role="rowgroup" className="border-b border-border bg-muted text-muted-foreground max-sm:sr-only">
          <tr role="row">
            {columns.map((column, i) => (
              <th key={i} role="columnheader" scope="col" className={cn(CELL, 'font-medium', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border max-sm:block max-sm:border-t max-sm:border-border">
          {loading ? fullRow(<Spinner />) : rows.length === 0 ? fullRow(emptyText) : rows.map(dataRow)}
        </tbody>
      </table>
    </div>
  );
}

type ReadyTableProps<Row> = Omit<DataTableProps<Row>, 'caption' | 'columns' | 'rowKey'> & { caption?: ReactNode };

export type WithdrawalRow = Pick<
  WithdrawalRecord,
  'id' | 'amount' | 'created' | 'disbursed' | 'processing' | 'declined'
> &
  Partial<Pick<WithdrawalRecord, 'review_by'>>;

/** Under a row still in progress: what it waits for and when to expect it (core's words). */
function PendingNote({ text }: { text: string | null }) {
  return text ? (
    <span data-slot="pending-note" className="mt-1 block max-w-56 text-xs whitespace-normal text-muted-foreground">
      {text}
    </span>
  ) : null;
}

// Columns are built when drawn, so their headers are in the page's language.
const withdrawalColumns = (autoPayoutMax: number | undefined): DataTableColumn<WithdrawalRow>[] => [
  { header: m.kit_tableAmount(), cell: (w) => formatKsh(w.amount), className: 'tabular-nums' },
  { header: m.kit_tableDate(), cell: (w) => formatDisplayDate(w.created) },
  {
    header: m.kit_tableStatus(),
    cell: (w) => (
      <>
        <StatusBadge kind="withdrawal" record={w} />
        <PendingNote text={withdrawalPendingNote(w, autoPayoutMax)} />
      </>
    ),
  },
];

export function WithdrawalsTable({
  caption = m.kit_withdrawalsCaption(),
  autoPayoutMax,
  ...props
}: ReadyTableProps<WithdrawalRow> & {
  /** the server's limit for payouts sent by themselves (GET /api/payments/methods); unknown: they wait */
  autoPayoutMax?: number;
}) {
  return (
    <DataTable
      caption={caption}
      columns={withdrawalColumns(autoPayoutMax)}
      rowKey={(w) => w.id}
      emptyText={m.kit_withdrawalsEmpty()}
      {...props}
    />
  );
}

export type RegistrationRow = Pick<
  RegistrationRecord,
  'id' | 'level' | 'amount' | 'mpesa_ref' | 'processing' | 'declined'
> &
  Partial<Pick<RegistrationRecord, 'method' | 'reason' | 'created'>>;

const registrationColumns = (): DataTableColumn<RegistrationRow>[] => [
  { header: m.kit_level(), cell: (r) => levelLabel(r.level) },
  { header: m.kit_tableAmount(), cell: (r) => formatKsh(r.amount), className: 'tabular-nums' },
  // The product's 'N/A' for anything absent (the same text as a missing date).
  { header: m.kit_tableMpesaReference(), cell: (r) => r.mpesa_ref?.trim() || m.dateMissing(), className: 'font-mono' },
  {
    header: m.kit_tableStatus(),
    // A request that was not paid says why (M-Pesa's words), so 'Not paid' is never a mystery.
    cell: (r) => (
      <>
        <StatusBadge kind="registration" record={r} />
        {r.declined && !r.processing && r.reason ? (
          <span className="mt-1 block max-w-56 text-xs whitespace-normal text-muted-foreground">
            {mpesaReasonInReadersLanguage(r.reason)}
          </span>
        ) : null}
        <PendingNote text={registrationPendingNote(r)} />
      </>
    ),
  },
];

export function RegistrationsTable({
  caption = m.kit_registrationsCaption(),
  ...props
}: ReadyTableProps<RegistrationRow>) {
  return (
    <DataTable
      caption={caption}
      columns={registrationColumns()}
      rowKey={(r) => r.id}
      emptyText={m.kit_registrationsEmpty()}
      {...props}
    />
  );
}
