import { feedback } from '@app/server-db';
import type { SeededAccounts } from './accounts';
import type { Row, SeedContext } from './context';
import * as data from './data';
import { FeedbackStatus } from '@app/feedback-contract';

/** Residents' feedback over the last 120 days, resolved or not, some with photos. */
export async function seedFeedback(
  ctx: SeedContext,
  { residents }: Pick<SeededAccounts, 'residents'>,
): Promise<void> {
  const { rng } = ctx;
  const authors = residents.filter((r) => r.apartmentId);
  const rows: Row<'feedback'>[] = [];
  for (let i = 0; i < ctx.size.feedback; i++) {
    const createdAt = ctx.randomPast(120);
    const author = rng.pick(authors);
    rows.push({
      id: rng.id(createdAt),
      title: rng.pick(data.feedbackTitles),
      content: ctx.faker.lorem.paragraph(),
      tag: rng.pick(data.feedbackTags),
      status: rng.bool(0.6) ? FeedbackStatus.RESOLVED : FeedbackStatus.UNPROCESSED,
      images: Array.from({ length: rng.int(0, 4) }, (_, k) => ctx.image('feedback', i + k)).filter(
        Boolean,
      ),
      authorId: author.id!,
      apartmentId: author.apartmentId ?? null,
      buildingId: author.buildingId ?? null,
      createdAt,
    });
  }
  await ctx.insert(feedback, rows);
}
