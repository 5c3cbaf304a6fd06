// Investment is the total of a member's confirmed bonds (ADR 048). Before, a confirmed bond
// replaced the figure with the new level's bond, so a member who paid 3,000 and then 10,000 read
// 10,000. This raises each member's figure to the sum of their confirmed bonds where that sum is
// larger; a member with one bond (or seeded without registrations, like the demo's) is unchanged,
// and no figure ever goes down.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const confirmedTotal = sql`(SELECT COALESCE(SUM(r.amount), 0) FROM registration r
  WHERE r.uid = users.id AND r.processing = 0 AND r.declined = 0)`;

export async function up(db: AnyDb): Promise<void> {
  await sql`UPDATE users SET investment = ${confirmedTotal} WHERE ${confirmedTotal} > investment`.execute(db);
}
