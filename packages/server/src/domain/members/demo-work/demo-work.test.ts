// The demo's paid work as written (ADR 060): every text a member reads is there, every control
// answer is one a member can give, and every picture is a real, small PNG.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURES, SCENES, sceneLabels } from './pictures.ts';
import { SENTIMENT } from './sentiment.ts';
import { TRANSLATIONS } from './translations.ts';

const IMAGES = join(import.meta.dirname, 'images');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PROJECTS = [
  ['translations', TRANSLATIONS, 40, 8],
  ['sentiment', SENTIMENT, 40, 8],
  ['pictures', PICTURES, 24, 5],
] as const;

describe.each(PROJECTS)('the %s project', (_name, project, items, controls) => {
  it('has its items, its control items and a pay of 2–5 shillings', () => {
    expect(project.items).toHaveLength(items);
    expect(project.items.filter((item) => item.gold !== '')).toHaveLength(controls);
    expect(project.pay).toBeGreaterThanOrEqual(2);
    expect(project.pay).toBeLessThanOrEqual(5);
    expect(new Set(project.items.map((item) => item.ref)).size).toBe(items);
  });

  it('says everything a member reads: a title, instructions, options and each item', () => {
    expect(project.title.trim()).not.toBe('');
    expect(project.options.length).toBeGreaterThanOrEqual(3);
    expect(project.options.every((option) => option.trim() !== '' && !option.includes('|'))).toBe(true);
    for (const item of project.items) expect(item.text.trim() !== '' || item.image !== '').toBe(true);
    if (project.kind === 'choice') expect(project.items.every((item) => item.text.trim() !== '')).toBe(true);
    else expect(project.items.every((item) => item.image !== '')).toBe(true);
  });

  // The safe subset a client's instructions may use: paragraphs, **bold** and lists; no HTML, links,
  // headings or images, which the member's screen would show as typed.
  it('writes its instructions in the safe Markdown subset', () => {
    const paragraphs = project.instructions.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(project.instructions).not.toMatch(/[<>[\]`#]|!\[|https?:/);
    for (const paragraph of paragraphs) expect(paragraph.trim()).not.toBe('');
    for (const option of project.options) expect(project.instructions).toContain(`**${option}**`);
  });

  it('gives every control item an answer a member can give', () => {
    for (const item of project.items.filter((i) => i.gold !== '')) {
      if (project.kind === 'choice') expect(project.options).toContain(item.gold);
      else {
        const labels = item.gold.split('|');
        // the options' order, each once: how a 'labels' answer is written (wire.ts ItemInput.gold)
        expect(labels).toEqual(project.options.filter((option) => labels.includes(option)));
      }
    }
  });

  it('has answers of every kind among its control items, so guessing one answer fails', () => {
    const answers = new Set(project.items.filter((i) => i.gold !== '').map((i) => i.gold));
    expect(answers.size).toBeGreaterThanOrEqual(3);
  });
});

describe('the pictures', () => {
  it('are real PNGs of at most 30 KB, one per scene, each drawn for the labels it has', () => {
    expect(readdirSync(IMAGES).sort()).toEqual(SCENES.map((scene) => scene.file).sort());
    for (const scene of SCENES) {
      const bytes = readFileSync(join(IMAGES, scene.file));
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), scene.file).toBe(true);
      expect(bytes.length).toBeLessThanOrEqual(30 * 1024);
      // IHDR: width and height, big-endian, right after the signature and the chunk header
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([320, 240]);
      expect(sceneLabels(scene).length).toBe(new Set(sceneLabels(scene)).size);
    }
  });

  it('use every label somewhere, on a picture of one thing and among pictures of several', () => {
    const single = new Set(SCENES.filter((s) => s.things.length === 1).flatMap(sceneLabels));
    const several = new Set(SCENES.filter((s) => s.things.length > 1).flatMap(sceneLabels));
    for (const label of PICTURES.options) {
      expect(single.has(label), label).toBe(true);
      expect(several.has(label), label).toBe(true);
    }
  });
});
