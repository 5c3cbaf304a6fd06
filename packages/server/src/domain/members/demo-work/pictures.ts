// "What is in this picture?": small drawings made for the demo by scripts/make-demo-images.ts
// (the PNGs beside this file), each of one to three things; the member ticks every label that fits.
// The right labels follow from what each picture was drawn with (ADR 060).
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

export const SCENES: readonly Scene[] = [
  { file: 'cow.png', things: ['cow'], control: true },
  { file: 'matatu.png', things: ['matatu'], control: true },
  { file: 'house.png', things: ['house'] },
  { file: 'tree.png', things: ['tree'] },
  { file: 'ugali.png', things: ['ugali'], control: true },
  { file: 'person.png', things: ['person'] },
  { file: 'chicken.png', things: ['chicken'] },
  { file: 'bananas.png', things: ['bananas'] },
  { file: 'boda.png', things: ['boda'] },
  { file: 'tower.png', things: ['tower'] },
  { file: 'maize.png', things: ['maize'] },
  { file: 'dog.png', things: ['dog'] },
  { file: 'person-cow.png', things: ['person', 'cow'], control: true },
  { file: 'person-boda.png', things: ['person', 'boda'] },
  { file: 'house-tree.png', things: ['house', 'tree'], control: true },
  { file: 'tower-matatu.png', things: ['tower', 'matatu'] },
  { file: 'chicken-maize.png', things: ['chicken', 'maize'] },
  { file: 'person-ugali.png', things: ['person', 'ugali'] },
  { file: 'tree-bananas.png', things: ['tree', 'bananas'] },
  { file: 'house-dog.png', things: ['house', 'dog'] },
  { file: 'tree-matatu.png', things: ['tree', 'matatu'] },
  { file: 'house-person-chicken.png', things: ['house', 'person', 'chicken'] },
  { file: 'cow-tree.png', things: ['cow', 'tree'] },
  { file: 'tower-person-boda.png', things: ['tower', 'person', 'boda'] },
];

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
