// Content with a schema (docs/style.md#static-public-pages): the FAQ lists, the landing page copy and the legal pages. Each
// file's Kiswahili twin sits in sw/ beside it (faq/sw/home.json, legal/sw/privacy.md), so an
// entry's id is 'home' or 'sw/home' (lib/page-locale.ts contentId).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

// `link`: a page of this site the answer sends the reader to ('/forgot-password'), drawn after the
// answer in the page's language; the answer itself stays plain text.
const faqLink = z.object({ href: z.string().startsWith('/'), text: z.string().min(1) });
const faqItem = z.object({ question: z.string().min(1), answer: z.string().min(1), link: faqLink.optional() });

/** One entry per page and language, the questions in display order. */
const faq = defineCollection({
  loader: glob({ pattern: '**/*.json', base: './src/content/faq' }),
  schema: z.array(faqItem).min(1),
});

const titled = z.object({ title: z.string().min(1), text: z.string().min(1) });

const marketing = defineCollection({
  // One entry per language, 'home' and 'sw/home', holding the landing page's copy.
  loader: glob({ pattern: '**/*.json', base: './src/content/marketing' }),
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
  loader: glob({ pattern: '**/*.md', base: './src/content/legal' }),
  schema: z.object({ title: z.string().min(1), updated: z.coerce.date() }),
});

export const collections = { faq, marketing, legal };
