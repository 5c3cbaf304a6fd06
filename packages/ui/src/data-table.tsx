// DataTable: a captioned table (column headers, empty text, loading state) that scrolls sideways
// inside its own labelled, focusable region on a narrow phone instead of widening the page.
// WithdrawalsTable and RegistrationsTable are the dashboard's two tables built on it (spec §2).
import {
  formatDisplayDate,
  formatKsh,
  levelInfo,
  MESSAGES,
  type RegistrationRecord,
  type WithdrawalRecord,
} from '@mapato/core';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './lib/cn.ts';
import { Spinner } from './spinner.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface DataTableColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Marks the cell that names its row (a <th scope="row">). */
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

const CELL = 'px-3 py-2 text-left align-middle whitespace-nowrap';

/** className goes to the scrolling wrapper; the other props to the <table>. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText = 'Nothing here yet.',
  loading = false,
  rowProps,
  className,
  ...props
}: DataTableProps<Row>) {
  const captionId = useId();
  const fullRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
        {content}
      </td>
    </tr>
  );
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-slot="data-table"
      className={cn('w-full overflow-x-auto rounded-lg border border-border bg-card', className)}
    >
      <table aria-busy={loading || undefined} className="w-full border-collapse text-sm" {...props}>
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-base font-semibold">
          {caption}
        </caption>
        <thead className="border-b border-border bg-muted text-muted-foreground">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cn(CELL, 'font-medium', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {loading
            ? fullRow(<Spinner />)
            : rows.length === 0
              ? fullRow(emptyText)
              : rows.map((row, r) => (
                  <tr key={rowKey(row, r)} {...rowProps?.(row)}>
                    {columns.map((column, i) =>
                      column.rowHeader ? (
                        <th key={i} scope="row" className={cn(CELL, 'font-medium', column.className)}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={i} className={cn(CELL, column.className)}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
        </tbody>
      </table>
    </div>
  );
}

type ReadyTableProps<Row> = Omit<DataTableProps<Row>, 'caption' | 'columns' | 'rowKey'> & { caption?: ReactNode };

export type WithdrawalRow = Pick<
  WithdrawalRecord,
  'id' | 'amount' | 'created' | 'disbursed' | 'processing' | 'declined'
>;

const WITHDRAWAL_COLUMNS: readonly DataTableColumn<WithdrawalRow>[] = [
  { header: 'Amount', cell: (w) => formatKsh(w.amount), className: 'tabular-nums' },
  { header: 'Date', cell: (w) => formatDisplayDate(w.created) },
  { header: 'Status', cell: (w) => <StatusBadge kind="withdrawal" record={w} /> },
];

export function WithdrawalsTable({ caption = 'Recent Withdrawals', ...props }: ReadyTableProps<WithdrawalRow>) {
  return (
    <DataTable
      caption={caption}
      columns={WITHDRAWAL_COLUMNS}
      rowKey={(w) => w.id}
      emptyText="No withdrawals yet."
      {...props}
    />
  );
}

export type RegistrationRow = Pick<
  RegistrationRecord,
  'id' | 'level' | 'amount' | 'mpesa_ref' | 'processing' | 'declined'
>;

const levelLabel = (n: number) => {
  const name = levelInfo(n)?.name;
  return name ? `Level ${n} (${name})` : `Level ${n}`;
};

const REGISTRATION_COLUMNS: readonly DataTableColumn<RegistrationRow>[] = [
  { header: 'Level', cell: (r) => levelLabel(r.level) },
  { header: 'Amount', cell: (r) => formatKsh(r.amount), className: 'tabular-nums' },
  // The spec's 'N/A' for anything absent (the same text as a missing date).
  { header: 'M-Pesa reference', cell: (r) => r.mpesa_ref?.trim() || MESSAGES.dateMissing, className: 'font-mono' },
  { header: 'Status', cell: (r) => <StatusBadge kind="registration" record={r} /> },
];

export function RegistrationsTable({ caption = 'Registration History', ...props }: ReadyTableProps<RegistrationRow>) {
  return (
    <DataTable
      caption={caption}
      columns={REGISTRATION_COLUMNS}
      rowKey={(r) => r.id}
      emptyText="No registrations yet."
      {...props}
    />
  );
}
