import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contract';
import {
  FEEDBACK_ENTITY,
  FeedbackChangeAction,
  FeedbackStatus,
  feedbackMessages,
  type FeedbackItem,
  type ListFeedbackFilter,
} from '@app/feedback-contract';
import { accounts, apartments, buildings, feedback, type Db } from '@app/server-db';
import {
  createdAtSort,
  fullCount,
  mapBatches,
  selectBatches,
  namedRef,
  pageOffset,
  scopeCondition,
  type BuildingScope,
  type Page,
  DIRECT_SEND_TYPE,
  fanOutNotification,
  found,
  inScope,
  missing,
  NoticeApp,
  NoticeType,
  plainTextContent,
  readHistory,
  recordChange,
  refused,
  type ChangeAuthor,
  type Result,
} from '@app/server-core';

/**
 * The building of a feedback: its own `building_id`, else its apartment's (the residents' app may
 * send only the apartment). The staff push of new feedback (migration 0011,
 * `staff_notify_feedback`) reaches the operators of the same building, so the feedback it announces
 * is in their list.
 */
export const feedbackBuilding: SQL = sql`coalesce(${feedback.buildingId}, (SELECT ${apartments.buildingId}
  FROM ${apartments} WHERE ${apartments.id} = ${feedback.apartmentId}))`;

/** For an operator, the feedback of the buildings they run (none when they run none). */
const feedbackScope = (scope: BuildingScope): SQL | undefined =>
  scopeCondition(feedbackBuilding, scope);

/** The WHERE of the feedback list: the status, and for an operator the feedback of their buildings. */
export function feedbackListWhere(
  filter: Pick<ListFeedbackFilter, 'status'>,
  scope: BuildingScope,
): SQL | undefined {
  return and(
    feedbackScope(scope),
    filter.status === undefined ? undefined : eq(feedback.status, filter.status),
  );
}

const columns = {
  id: feedback.id,
  title: feedback.title,
  content: feedback.content,
  tag: feedback.tag,
  status: feedback.status,
  images: feedback.images,
  createdAt: feedback.createdAt,
  authorId: accounts.id,
  authorName: accounts.name,
  authorAvatar: accounts.avatar,
  authorPhone: accounts.phone,
  apartmentId: feedback.apartmentId,
  apartmentName: apartments.name,
  buildingId: buildings.id,
  buildingName: buildings.name,
};

/** The feedback list's select, the list's and the export's. */
const listSelect = (db: Db) =>
  db
    .select(columns)
    .from(feedback)
    .innerJoin(accounts, eq(accounts.id, feedback.authorId))
    .leftJoin(apartments, eq(apartments.id, feedback.apartmentId))
    .leftJoin(buildings, eq(buildings.id, feedbackBuilding));

/** The list's sort: by date, either way (`feedback_created_at_idx`). */
const feedbackSort = createdAtSort<{ createdAt: Date; id: string }>(feedback);

/** The queries of the feedback domain; no HTTP here. */
export function createFeedbackRepository(db: Db) {
  const select = () => listSelect(db);
  return {
    /** One page of feedback, newest first or by its sort (then by id, so pages never overlap), with the total. */
    async list(filter: ListFeedbackFilter, scope: BuildingScope): Promise<Page<FeedbackItem>> {
      const { page, quantity, sort, ...filters } = filter;
      const where = feedbackListWhere(filters, scope);
      const [rows, total] = await Promise.all([
        select()
          .where(where)
          .orderBy(...feedbackSort.order(sort))
          .limit(quantity)
          .offset(pageOffset(page, quantity)),
        fullCount(db, feedback, where),
      ]);
      return { total, exact: true, rows: rows.map(toItem) };
    },

    /** Sends the author `content` as a notification and resolves the feedback (see {@link decide}). */
    reply: (id: string, content: string, scope: BuildingScope, author: NonNullable<ChangeAuthor>) =>
      decide(db, id, content, scope, author),

    /** Resolves the feedback without a reply (see {@link decide}). */
    resolve: (id: string, scope: BuildingScope, author: NonNullable<ChangeAuthor>) =>
      decide(db, id, null, scope, author),

    /** One page of the feedback's history, newest first; missing outside the operator's buildings. */
    async history(
      id: string,
      paging: { page: number; quantity: number },
      scope: BuildingScope,
    ): Promise<Result<Page<HistoryEntry>>> {
      const [row] = await db
        .select({ buildingId: sql<string | null>`${feedbackBuilding}` })
        .from(feedback)
        .where(eq(feedback.id, id));
      if (!row || !inScope(row.buildingId, scope)) return missing;
      return found(await readHistory(db, FEEDBACK_ENTITY, id, paging));
    },

    /** Every feedback the list's filters select, in the list's order, a batch at a time. */
    exportRows(filter: Pick<ListFeedbackFilter, 'status' | 'sort'>, scope: BuildingScope) {
      return mapBatches(
        selectBatches(
          () => select().$dynamic(),
          feedbackListWhere(filter, scope),
          feedbackSort.keyset(filter.sort),
          500,
        ),
        toItem,
      );
    },
  };
}

type Row = Awaited<ReturnType<typeof listSelect>>[number];

function toItem(r: Row): FeedbackItem {
  return {
    _id: r.id,
    title: r.title,
    content: r.content,
    tag: r.tag,
    status: r.status,
    images: r.images,
    author: {
      _id: r.authorId,
      name: r.authorName,
      avatar: r.authorAvatar,
      phone: r.authorPhone ?? '',
    },
    apartment: namedRef(r.apartmentId, r.apartmentName),
    building: namedRef(r.buildingId, r.buildingName),
    createdAt: r.createdAt.toISOString(),
  };
}

/** What a reply or a resolve did: the feedback now, and the pushes queued (the worker may be woken). */
export interface FeedbackDecision {
  item: FeedbackItem;
  queued: number;
}

/**
 * Resolves the feedback `id` (status 0 → 1), with a reply when `reply` is given: in one transaction
 * the row is locked and checked (missing outside the scope, a conflict when already resolved), the
 * reply fanned out to the author as a notification (an inbox row and their web pushes), the status
 * set and the change log's entry written. Then the row is read back as the list shows it.
 */
async function decide(
  db: Db,
  id: string,
  reply: string | null,
  scope: BuildingScope,
  author: NonNullable<ChangeAuthor>,
): Promise<Result<FeedbackDecision>> {
  const decided = await db.transaction(async (tx): Promise<Result<number>> => {
    const [row] = await tx
      .select({
        status: feedback.status,
        title: feedback.title,
        authorId: feedback.authorId,
        buildingId: sql<string | null>`${feedbackBuilding}`,
      })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for('update', { of: feedback });
    if (!row || !inScope(row.buildingId, scope)) return missing;
    if (row.status === FeedbackStatus.RESOLVED)
      return refused('conflict', feedbackMessages.alreadyResolved);
    let details: Record<string, unknown> = {};
    let queued = 0;
    if (reply !== null) {
      const sent = await fanOutNotification(tx, {
        title: feedbackMessages.replyTitle(row.title),
        content: plainTextContent(reply),
        pushBody: reply.replace(/\s+/g, ' ').slice(0, 200),
        type: NoticeType.ADMIN,
        displayOn: [NoticeApp.RESIDENT],
        sendType: DIRECT_SEND_TYPE,
        targetIds: [row.authorId],
        recipients: [row.authorId],
        creatorId: author.id,
      });
      details = { notificationId: sent.id, recipientCount: sent.recipientCount };
      queued = sent.queued;
    }
    await tx
      .update(feedback)
      .set({ status: FeedbackStatus.RESOLVED })
      .where(and(eq(feedback.id, id), eq(feedback.status, row.status)));
    await recordChange(tx, {
      kind: FEEDBACK_ENTITY,
      entityId: id,
      action: reply === null ? FeedbackChangeAction.RESOLVE : FeedbackChangeAction.REPLY,
      author,
      from: row.status,
      to: FeedbackStatus.RESOLVED,
      reason: reply ?? '',
      details,
    });
    return found(queued);
  });
  if (!decided.ok) return decided;
  const [row] = await listSelect(db).where(eq(feedback.id, id));
  return found({ item: toItem(row!), queued: decided.value });
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
