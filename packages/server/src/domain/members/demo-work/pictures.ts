// "What is in this picture?": small drawings made for the demo by scripts/make-demo-images.ts
// (the PNGs in ./images), each of one to three things; the member ticks every label that fits.
// The right labels follow from what each picture was drawn with (ADR 060). The list of pictures
// is JSON so the script, a build step outside the server package, reads the same list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoItem, DemoProject } from './demo-project.ts';

export const LABELS = ['Person', 'Animal', 'Vehicle', 'Building', 'Food', 'Plant'] as const;
type Label = (typeof LABELS)[number];

/** What the image script can draw, and the label each one is. */
export const THINGS = {
  person: 'Person',
  cow: 'Animal',
  chicken: 'Animal',
  dog: 'Animal',
  matatu: 'Vehicle',
  boda: 'Vehicle',
  house: 'Building',
  tower: 'Building',
  tree: 'Plant',
  maize: 'Plant',
  ugali: 'Food',
  bananas: 'Food',
} as const satisfies Record<string, Label>;
export type Thing = keyof typeof THINGS;

export interface Scene {
  /** the PNG's name in ./images */
  file: string;
  /** left to right */
  things: readonly Thing[];
  control?: boolean;
}

/** Which things each picture shows (scenes.json, which scripts/make-demo-images.ts draws from). */
export const SCENES: readonly Scene[] = readScenes();

function readScenes(): Scene[] {
  const scenes = JSON.parse(readFileSync(join(import.meta.dirname, 'scenes.json'), 'utf8')) as Scene[];
  for (const scene of scenes) {
    const unknown = scene.things.filter((thing) => !(thing in THINGS));
    if (unknown.length > 0)
      throw new Error(`scenes.json: ${scene.file} shows ${unknown.join(', ')}, which nobody draws`);
  }
  return scenes;
}

/** The labels a scene's things are, in the options' order (how a 'labels' answer is written). */
export function sceneLabels(scene: Scene): string[] {
  const present = new Set<Label>(scene.things.map((thing) => THINGS[thing]));
  return LABELS.filter((label) => present.has(label));
}

const items: DemoItem[] = SCENES.map((scene, index) => ({
  ref: `picture-${String(index + 1).padStart(2, '0')}`,
  text: '',
  image: scene.file,
  gold: scene.control ? sceneLabels(scene).join('|') : '',
}));

export const PICTURES: DemoProject = {
  title: 'What is in this picture?',
  instructions: [
    'Look at the picture and tick **every** label that fits something you can see:',
    [
      '- **Person**: a man, a woman or a child.',
      '- **Animal**: a cow, a chicken, a dog, any animal.',
      '- **Vehicle**: a matatu, a boda boda, a car.',
      '- **Building**: a house, a shop, an office block.',
      '- **Food**: something ready to eat.',
      '- **Plant**: a tree, a crop growing in a field.',
    ].join('\n'),
    'A picture can have one label or several. Tick only what is in the picture.',
  ].join('\n\n'),
  kind: 'labels',
  options: LABELS,
  pay: 2,
  language: 'en',
  items,
};
