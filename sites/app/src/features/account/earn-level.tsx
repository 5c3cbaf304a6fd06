// A level earned by work (docs/decisions/076-level-settings.md): instead of a price, what the level
// asks for and the member's own record, and "Move up" once the record meets it. No money moves.
import { describeError, earnLevel, levelProgressQueryOptions } from '@mapato/client';
import { meetsWay, progressAccuracy, type Level, type LevelWay, levelWayText } from '@mapato/core';
import { Button, DialogDescription, DialogFooter, DialogHeader, DialogTitle, ErrorBox, Spinner } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { m } from '@mapato/i18n';

export interface EarnLevelProps {
  level: Level;
  way: LevelWay;
  onBack: () => void;
  onClose: () => void;
}

export function EarnLevel({ level, way, onBack, onClose }: EarnLevelProps) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const progress = useQuery(levelProgressQueryOptions(pb));
  const [state, setState] = useState<{ kind: 'idle' | 'moving' | 'done' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const title = m.app_earnTitle({ level: level.level, name: level.name });

  async function moveUp() {
    setState({ kind: 'moving' });
    try {
      await earnLevel(pb, queryClient, level.level);
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'error', message: describeError(err) || m.app_upgradeSendFailed() });
    }
  }

  if (state.kind === 'done') {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{m.app_earnDone({ level: level.level, name: level.name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose}>{m.app_close()}</Button>
        </DialogFooter>
      </>
    );
  }
  const record = progress.data;
  const accuracy = record ? progressAccuracy(record) : null;
  const met = record !== undefined && meetsWay(way, record);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{m.app_earnIntro()}</DialogDescription>
      </DialogHeader>
      <p className="font-semibold">{levelWayText(way)}</p>
      {record === undefined ? (
        <Spinner className="self-center" />
      ) : (
        <p>
          {accuracy === null
            ? m.app_earnNoChecks({ answers: record.answers })
            : m.app_earnYourRecord({ answers: record.answers, accuracy })}
        </p>
      )}
      {record !== undefined && !met ? <p className="text-muted-foreground">{m.app_earnNotYet()}</p> : null}
      {state.kind === 'error' ? <ErrorBox message={state.message} /> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          {m.app_back()}
        </Button>
        <Button disabled={!met || state.kind === 'moving'} onClick={() => void moveUp()}>
          {m.app_earnButton()}
        </Button>
      </DialogFooter>
    </>
  );
}
