// A starting catalogue of daily tasks so a fresh install has something to do; operators manage
// it afterwards (rows are data, not code).
import type { Kysely } from 'kysely';

const STARTERS: Array<[title: string, description: string, details: string]> = [
  [
    'Rate a local product',
    'Give an honest star rating to a product from a Kenyan shop.',
    'Open the product page, read the description and choose 1 to 5 stars.',
  ],
  [
    'Watch a short advert',
    'Watch a 30-second advert to the end.',
    'Keep the video playing until it finishes; skipping does not count.',
  ],
  [
    'Answer a quick survey',
    'Answer five short questions about shopping habits.',
    'There are no right or wrong answers; answer as yourself.',
  ],
  [
    'Review a mobile app',
    'Try a partner app for two minutes and describe it in one sentence.',
    'Say what you liked or what confused you.',
  ],
  [
    'Check a business listing',
    'Confirm the opening hours of a business near you.',
    'Compare the listing with what the business shows on its sign or page.',
  ],
  [
    'Follow a partner page',
    'Follow one of our partner pages on social media.',
    'Use your own account; one follow per partner.',
  ],
  [
    'Translate a sentence',
    'Translate one short English sentence into Kiswahili.',
    'Keep the meaning; simple everyday words are best.',
  ],
  ['Tag a photo', 'Choose the words that best describe a photo.', 'Pick every tag that fits and none that do not.'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const created = new Date().toISOString().replace('T', ' ');
  await db
    .insertInto('daily_tasks')
    .values(
      STARTERS.map(([title, description, details], i) => ({
        id: `starter${String(i + 1).padStart(8, '0')}`,
        title,
        description,
        details,
        position: i + 1,
        active: 1,
        created,
      })),
    )
    .execute();
}
