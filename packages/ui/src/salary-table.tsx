// SalaryTable: the public salary structure (spec §9), computed by core's salaryTable() from the
// same level rows the server pays by, with the spec's estimate note.
import { formatKsh, SALARY_TABLE_NOTE, salaryTable, type Level, type SalaryRow } from '@mapato/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';
import { cn } from './lib/cn.ts';

export interface SalaryTableProps extends Omit<DataTableProps<SalaryRow>, 'caption' | 'columns' | 'rows' | 'rowKey'> {
  caption?: ReactNode;
  levels?: readonly Level[];
}

const money = 'tabular-nums';

// The Trainee level has no bond (spec §9 "none").
const SALARY_COLUMNS: readonly DataTableColumn<SalaryRow>[] = [
  { header: 'Name', rowHeader: true, cell: (r) => r.name },
  { header: 'Job bond', cell: (r) => (r.bond === null ? 'None' : formatKsh(r.bond)), className: money },
  { header: 'Tasks', cell: (r) => r.tasks, className: money },
  { header: 'Price per unit', cell: (r) => formatKsh(r.unit), className: money },
  { header: 'Daily', cell: (r) => formatKsh(r.daily), className: money },
  { header: 'Monthly', cell: (r) => formatKsh(r.monthly), className: money },
  { header: 'Annual', cell: (r) => formatKsh(r.annual), className: money },
];

export function SalaryTable({ caption = 'Salary Structure', levels, className, ...props }: SalaryTableProps) {
  return (
    <div data-slot="salary-table" className={cn('flex flex-col gap-2', className)}>
      <DataTable
        caption={caption}
        columns={SALARY_COLUMNS}
        rows={salaryTable(levels)}
        rowKey={(r) => String(r.level)}
        {...props}
      />
      <p className="text-xs text-muted-foreground">{SALARY_TABLE_NOTE}</p>
    </div>
  );
}
