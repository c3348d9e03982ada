// The one search-and-paginate step of every list operation: a page of rows and the total, read together.
import type { PageMeta } from "../http/contract";

/** A query that can still be limited (a Drizzle select before it runs). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * Runs `rows` for the page (`page` from 1, `limit` rows) and `counted` (a `select({ total: count() })` with the same
 * filters) side by side, and answers `{ data, meta: { total, page, limit } }` with each row turned into JSON.
 * `rows` must be ordered by a unique key last, so that pages never overlap.
 */
export async function paginate<Row, Json>(
  rows: Pageable<Row>,
  counted: PromiseLike<{ total: number }[]>,
  { page, limit }: { page: number; limit: number },
  toJson: (row: Row) => Json,
): Promise<{ data: Json[]; meta: PageMeta }> {
  const [found, [{ total }]] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), counted]);
  return { data: found.map(toJson), meta: { total: Number(total), page, limit } };
}
