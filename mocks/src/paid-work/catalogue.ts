// The mocks' paid work (ADR 055): a few small projects written for the demo, each with a control
// (gold) item, and answers "other members" already gave, so one member's answer can complete an
// item's overlap and be decided at once, as on the server when the last answer arrives.
import type { ProjectKind, ProjectLanguage } from '@mapato/protocol';

export interface MockItem {
  id: string;
  text: string;
  /** a URL usable in <img> ('' when none): small inline SVGs, so the mocks need no server */
  image: string;
  /** the known answer of a control item ('labels': the labels joined by "|" in option order) */
  gold?: string;
  /** answers other members already gave (never the signed-in member's) */
  prior: string[];
}

export interface MockProject {
  id: string;
  title: string;
  instructions: string;
  kind: ProjectKind;
  options: string[];
  pay: number;
  pay_per_hour: number | null;
  overlap: number;
  min_level: number;
  language: ProjectLanguage;
  min_seconds: number;
  items: MockItem[];
}

const picture = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${colour}"/><text x="160" y="110" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const TRANSLATIONS: MockProject = {
  id: 'mockprojtransl1',
  title: 'Check Kiswahili translations',
  instructions:
    'Read the **English** sentence and its *Kiswahili* translation.\n\n- Choose **Correct** when the meaning is the same.\n- Choose **Wrong** when anything is missing or changed.\n\nSee [the style guide](https://example.org/style) for hard cases.',
  kind: 'choice',
  options: ['Correct', 'Wrong'],
  pay: 2,
  pay_per_hour: 360,
  overlap: 3,
  min_level: 1,
  language: 'en',
  min_seconds: 2,
  items: [
    {
      id: 'mockitemtrans01',
      text: 'The bus leaves at six.\n→ Basi linaondoka saa kumi na mbili.',
      image: '',
      prior: ['Correct', 'Correct'],
    },
    { id: 'mockitemtrans02', text: 'I will pay tomorrow.\n→ Nitalipa leo.', image: '', gold: 'Wrong', prior: [] },
    { id: 'mockitemtrans03', text: 'Water is life.\n→ Maji ni uhai.', image: '', prior: ['Correct', 'Wrong'] },
    {
      id: 'mockitemtrans04',
      text: 'Close the door, please.\n→ Funga mlango, tafadhali.',
      image: '',
      prior: ['Correct'],
    },
    {
      id: 'mockitemtrans05',
      text: '<b>Not bold</b> is shown as text.\n→ <b>Si herufi nzito</b>',
      image: '',
      prior: ['Wrong', 'Wrong'],
    },
  ],
};

const SENTIMENT: MockProject = {
  id: 'mockprojsentim1',
  title: 'Hisia za jumbe fupi',
  instructions: 'Soma ujumbe na uchague hisia yake: **Chanya**, **Wastani** au **Hasi**.',
  kind: 'choice',
  options: ['Chanya', 'Wastani', 'Hasi'],
  pay: 1,
  pay_per_hour: 300,
  overlap: 3,
  min_level: 1,
  language: 'sw',
  min_seconds: 2,
  items: [
    { id: 'mockitemsenti01', text: 'Sasa msee, leo form ni gani?', image: '', prior: ['Wastani', 'Wastani'] },
    { id: 'mockitemsenti02', text: 'Huduma yenu ni mbaya sana!', image: '', gold: 'Hasi', prior: [] },
  ],
};

const PICTURES: MockProject = {
  id: 'mockprojpictur1',
  title: 'Label small pictures',
  instructions: 'Tick **every** label that fits the picture. Tick none only when nothing fits.',
  kind: 'labels',
  options: ['Animal', 'Vehicle', 'Person', 'Food'],
  pay: 2,
  pay_per_hour: 240,
  overlap: 3,
  min_level: 1,
  language: 'en',
  min_seconds: 2,
  items: [
    { id: 'mockitempict01', text: '', image: picture('matatu', '#2563eb'), prior: ['Vehicle', 'Vehicle'] },
    { id: 'mockitempict02', text: '', image: picture('ugali', '#d97706'), gold: 'Food', prior: [] },
    {
      id: 'mockitempict03',
      text: 'A herder and cows',
      image: picture('herder', '#16a34a'),
      prior: ['Animal|Person', 'Animal|Person'],
    },
  ],
};

const TEXT: MockProject = {
  id: 'mockprojtextsw1',
  title: 'Translate short sentences into Kiswahili',
  instructions: 'Write the sentence in everyday Kiswahili. Keep names as they are.',
  kind: 'text',
  options: [],
  pay: 5,
  pay_per_hour: null,
  overlap: 1,
  min_level: 2,
  language: 'en',
  min_seconds: 2,
  items: [
    { id: 'mockitemtext001', text: 'The clinic opens at eight.', image: '', prior: [] },
    { id: 'mockitemtext002', text: 'Bring your ID card.', image: '', prior: [] },
  ],
};

/** Fresh copies for a fresh store: answers change an item's `prior`, never the module's data. */
export function mockProjects(): MockProject[] {
  return [TRANSLATIONS, SENTIMENT, PICTURES, TEXT].map((p) => ({
    ...p,
    options: [...p.options],
    items: p.items.map((i) => ({ ...i, prior: [...i.prior] })),
  }));
}
