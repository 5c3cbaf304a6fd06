// LevelTable: the level ladder of spec §9 (from core's LEVELS), the user's level marked, and a
// "Choose" button on each higher level when the caller offers an upgrade.
import { formatKsh, LEVELS, type Level } from '@mapato/core';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';

export interface LevelTableProps extends Omit<
  DataTableProps<Level>,
  'caption' | 'columns' | 'rows' | 'rowKey' | 'rowProps'
> {
  caption?: ReactNode;
  levels?: readonly Level[];
  /** The user's level: highlighted, and only levels above it can be chosen. */
  currentLevel?: number;
  onChoose?: (level: Level) => void;
}

const FIGURES: readonly DataTableColumn<Level>[] = [
  { header: 'Investment', cell: (l) => formatKsh(l.investment), className: 'tabular-nums' },
  { header: 'Tasks/day', cell: (l) => l.tasksPerDay, className: 'tabular-nums' },
  { header: 'Pay/task', cell: (l) => formatKsh(l.payPerTask), className: 'tabular-nums' },
];

export function LevelTable({ caption = 'Levels', levels = LEVELS, currentLevel, onChoose, ...props }: LevelTableProps) {
  const level: DataTableColumn<Level> = {
    header: 'Level',
    rowHeader: true,
    cell: (l) => (
      <span className="inline-flex flex-wrap items-center gap-x-1.5">
        {l.level} <span className="font-normal text-muted-foreground">{l.name}</span>
        {l.level === currentLevel ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            Current
          </span>
        ) : null}
      </span>
    ),
  };
  const choose: DataTableColumn<Level> = {
    header: 'Upgrade',
    cell: (l) =>
      onChoose && l.level > (currentLevel ?? 0) ? (
        <Button size="sm" aria-label={`Choose level ${l.level} (${l.name})`} onClick={() => onChoose(l)}>
          Choose
        </Button>
      ) : null,
  };
  return (
    <DataTable
      caption={caption}
      columns={onChoose ? [level, ...FIGURES, choose] : [level, ...FIGURES]}
      rows={levels}
      rowKey={(l) => String(l.level)}
      rowProps={(l) => (l.level === currentLevel ? { 'aria-current': 'true', className: 'bg-secondary' } : {})}
      {...props}
    />
  );
}
