// A level as members read it everywhere: 'Level 1 (Trainee)', 'Kiwango cha 2 (J1)'. The level's
// name is core's (a code such as J1 stays as it is in every language).
import { levelInfo } from '@mapato/core';
import { m } from '@mapato/i18n';

/** 'Level 1 (Trainee)', or just 'Level 11' for a level the table does not know. */
export function levelLabel(level: number): string {
  const info = levelInfo(level);
  return info ? m.kit_levelNamed({ level, name: info.name }) : m.kit_levelNumber({ level });
}
