// Content with a schema (STYLE 13): the FAQ lists, the landing page copy and the legal pages.
// The JSON files are plain arrays without ids, so the parser numbers the items in file order.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

const faqItem = z.object({ question: z.string().min(1), answer: z.string().min(1) });

/** Array items get ids '01', '02', … so sorting by id keeps the file's order. */
function numbered(text: string): Record<string, unknown> {
  const items = JSON.parse(text) as unknown[];
  return Object.fromEntries(items.map((item, index) => [String(index + 1).padStart(2, '0'), item]));
}

const homeFaq = defineCollection({
  loader: file('src/content/faq/home.json', { parser: numbered }),
  schema: faqItem,
});

const supportFaq = defineCollection({
  loader: file('src/content/faq/support.json', { parser: numbered }),
  schema: faqItem,
});

const titled = z.object({ title: z.string().min(1), text: z.string().min(1) });

const marketing = defineCollection({
  // One entry, 'home', holding the landing page's copy.
  loader: file('src/content/marketing/home.json', { parser: (text) => ({ home: JSON.parse(text) as unknown }) }),
  schema: z.object({
    // member*: what a signed-in member reads instead of the visitor's sign-up pitch (ADR 022).
    hero: z.object({
      title: z.string(),
      subtitle: z.string(),
      cta: z.string(),
      memberCta: z.string(),
      note: z.string(),
    }),
    howItWorks: z.array(titled).min(1),
    whyUpgrade: z.array(titled).min(1),
    testimonial: z.object({ quote: z.string(), name: z.string(), place: z.string() }),
    closing: z.object({
      title: z.string(),
      text: z.string(),
      memberText: z.string(),
      cta: z.string(),
      memberCta: z.string(),
    }),
  }),
});

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({ title: z.string().min(1), updated: z.coerce.date() }),
});

export const collections = { homeFaq, supportFaq, marketing, legal };
