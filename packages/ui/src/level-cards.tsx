// LevelCards: the level ladder as a list of cards that fits a 360 px phone (a table of five columns
// did not): each level's bond, what a day of every task pays and how long that takes to earn the
// bond back (core's payback), the member's own level marked, and "Choose" on every higher level.
// Beside those figures from the level table, when given, what members at the level actually earned
// a day in the last 30 days (docs/decisions/070-honest-upgrades.md).
import {
  dailyPay,
  formatKsh,
  isEarned,
  LEVELS,
  levelWayText,
  paybackText,
  type Level,
  type LevelEarnings,
  type LevelWay,
} from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { cn } from './lib/cn.ts';

export interface LevelCardsProps extends Omit<ComponentProps<'ul'>, 'children'> {
  levels?: readonly Level[];
  /** The member's level: marked, and only the levels above it are listed to choose from. */
  currentLevel?: number;
  /** Offers "Choose" on each level above the current one. */
  onChoose?: (level: Level) => void;
  /** What members at each level earned a day in the last 30 days; the line is left out until known. */
  earnings?: readonly LevelEarnings[];
  /** Each level's way up as operators set it (ADR 076): a level earned by work shows what earns it. */
  ways?: readonly LevelWay[];
}

export function LevelCards({
  levels = LEVELS,
  currentLevel,
  onChoose,
  earnings,
  ways,
  className,
  ...props
}: LevelCardsProps) {
  // Levels below the member's cannot be bought; listing them would only push "Choose" further down.
  const shown = currentLevel === undefined ? levels : levels.filter((l) => l.level >= currentLevel);
  return (
    <ul data-slot="level-cards" className={cn('flex flex-col gap-3', className)} {...props}>
      {shown.map((l) => (
        <LevelCard
          key={l.level}
          level={l}
          current={l.level === currentLevel}
          earned={earnings?.find((e) => e.level === l.level)}
          way={ways?.find((w) => w.level === l.level)}
          onChoose={onChoose && l.level > (currentLevel ?? 0) ? () => onChoose(l) : undefined}
        />
      ))}
    </ul>
  );
}

interface LevelCardProps {
  level: Level;
  current: boolean;
  earned?: LevelEarnings;
  way?: LevelWay;
  onChoose?: () => void;
}

function LevelCard({ level: l, current, earned, way, onChoose }: LevelCardProps) {
  const byWork = way !== undefined && isEarned(way);
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      aria-current={current || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-card p-3 text-sm',
        current && 'border-primary bg-secondary',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          {m.kit_levelNumber({ level: l.level })} <span className="font-normal text-muted-foreground">({l.name})</span>
        </h3>
        {current ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {m.kit_levelYours()}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {byWork ? (
          <>
            <dt className="col-span-2 text-muted-foreground">{m.kit_levelWayUp()}</dt>
            <dd className="col-span-2 font-semibold">{levelWayText(way)}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">{m.kit_levelBond()}</dt>
            <dd className="font-semibold tabular-nums">{l.investment > 0 ? formatKsh(l.investment) : m.kit_none()}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{m.kit_levelDailyPay()}</dt>
        <dd className="tabular-nums">
          <span className="font-semibold">{formatKsh(dailyPay(l))}</span>{' '}
          {/* The breakdown wraps as one piece, never between 'KSh' and its figure. */}
          <span className="whitespace-nowrap">
            ({m.kit_levelTasksTimesPay({ count: l.tasksPerDay, pay: formatKsh(l.payPerTask) })})
          </span>
        </dd>
        {earned ? (
          <>
            {/* Its own lines: the longer words would squeeze the figures' column on a 360 px phone. */}
            <dt className="col-span-2 mt-1 text-muted-foreground">{m.kit_levelEarned()}</dt>
            <dd className="col-span-2">
              {/* Nobody at the level is no figure: never KSh 0 presented as what it pays. */}
              {earned.medianPerDay === null ? (
                m.kit_levelNoMembers()
              ) : (
                <span className="font-semibold tabular-nums">
                  {m.kit_levelEarnedPerDay({ amount: formatKsh(earned.medianPerDay), count: earned.members })}
                </span>
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {l.investment > 0 && !current ? <p className="text-muted-foreground">{paybackText(l)}</p> : null}
      {onChoose ? (
        <Button aria-label={m.kit_levelChooseLabel({ level: l.level, name: l.name })} onClick={onChoose}>
          {m.kit_levelChoose()}
        </Button>
      ) : null}
    </li>
  );
}
