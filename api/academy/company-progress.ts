import type { Database } from "../../server/db/client";
import type { CompanyProgressJson } from "./contract";
import { progressRows } from "./progress-rows";

/** GET /academy/manage/progress/companies: per company, its learners' courses summed up (by name). */
export async function companyProgress(db: Database, courseId?: number): Promise<CompanyProgressJson[]> {
  const byCompany = new Map<
    number,
    {
      company: { id: number; name: string };
      rows: number;
      sum: number;
      learners: Set<number>;
      completed: number;
      overdue: number;
    }
  >();
  for (const row of await progressRows(db, { course_id: courseId })) {
    const entry = byCompany.get(row.company.id) ?? {
      company: row.company,
      rows: 0,
      sum: 0,
      learners: new Set<number>(),
      completed: 0,
      overdue: 0,
    };
    entry.rows += 1;
    entry.sum += row.progress;
    entry.learners.add(row.user.id);
    if (row.state === "completed") entry.completed += 1;
    if (row.state === "overdue") entry.overdue += 1;
    byCompany.set(row.company.id, entry);
  }
  return [...byCompany.values()]
    .map((e) => ({
      company: e.company,
      learners: e.learners.size,
      completed: e.completed,
      overdue: e.overdue,
      average_progress: Math.floor(e.sum / e.rows),
    }))
    .sort((a, b) => a.company.name.localeCompare(b.company.name));
}
