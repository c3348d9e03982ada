import type { Database } from "../../server/db/client";
import type { ProgressQuery, ProgressRowJson } from "./contract";
import { progressRows } from "./progress-rows";

type Filters = Omit<ProgressQuery, "page" | "limit">;

const sortValue: Record<Filters["sort_by"], (r: ProgressRowJson) => string | number> = {
  name: (r) => r.user.name.toLowerCase(),
  company: (r) => r.company.name.toLowerCase(),
  course: (r) => r.course.title.toLowerCase(),
  progress: (r) => r.progress,
  // No due day sorts last going up.
  due_on: (r) => r.due_on ?? "9999-12-31",
};

/** The progress rows the list's filters select, in its order (the list, the CSV). */
export async function filteredProgress(db: Database, query: Filters): Promise<ProgressRowJson[]> {
  const needle = query.search?.toLowerCase();
  const rows = (await progressRows(db, query)).filter(
    (r) =>
      (!query.state || r.state === query.state) &&
      (!needle || r.user.name.toLowerCase().includes(needle) || r.user.email.toLowerCase().includes(needle)),
  );
  const value = sortValue[query.sort_by];
  const sign = query.order_by === "desc" ? -1 : 1;
  return rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.user.id - b.user.id || a.course.id - b.course.id;
  });
}

/** GET /academy/manage/progress: a page of it. */
export async function listProgress(db: Database, query: ProgressQuery) {
  const rows = await filteredProgress(db, query);
  const start = (query.page - 1) * query.limit;
  return {
    data: rows.slice(start, start + query.limit),
    meta: { total: rows.length, page: query.page, limit: query.limit },
  };
}
