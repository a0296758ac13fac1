import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FeedbackItem, ListFeedbackFilter } from '@app/feedback-contract';
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

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
