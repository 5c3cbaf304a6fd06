// SalaryTable: the public salary structure (docs/product.md#constants), computed by core's salaryTable() from the
// same level rows the server pays by, with the product's estimate note.
import { formatKsh, salaryTable, salaryTableNote, type Level, type SalaryRow } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';
import { cn } from './lib/cn.ts';

export interface SalaryTableProps extends Omit<DataTableProps<SalaryRow>, 'caption' | 'columns' | 'rows' | 'rowKey'> {
  caption?: ReactNode;
  levels?: readonly Level[];
}

const money = 'tabular-nums';

// The Trainee level has no bond (docs/product.md#constants). Built when drawn: headers in the page's language.
const salaryColumns = (): DataTableColumn<SalaryRow>[] => [
  { header: m.kit_salaryName(), rowHeader: true, cell: (r) => r.name },
  { header: m.kit_salaryBond(), cell: (r) => (r.bond === null ? m.kit_none() : formatKsh(r.bond)), className: money },
  { header: m.kit_salaryTasks(), cell: (r) => r.tasks, className: money },
  { header: m.kit_salaryUnitPrice(), cell: (r) => formatKsh(r.unit), className: money },
  { header: m.kit_salaryDaily(), cell: (r) => formatKsh(r.daily), className: money },
  { header: m.kit_salaryMonthly(), cell: (r) => formatKsh(r.monthly), className: money },
  { header: m.kit_salaryAnnual(), cell: (r) => formatKsh(r.annual), className: money },
];

export function SalaryTable({ caption = m.kit_salaryCaption(), levels, className, ...props }: SalaryTableProps) {
  return (
    <div data-slot="salary-table" className={cn('flex flex-col gap-2', className)}>
      <DataTable
        caption={caption}
        columns={salaryColumns()}
        rows={salaryTable(levels)}
        rowKey={(r) => String(r.level)}
        {...props}
      />
      <p className="text-xs text-muted-foreground">{salaryTableNote()}</p>
    </div>
  );
}
