import type { Response } from "express";
import type { Database } from "../db/client";
import { SENT } from "../http/implement";
import { csvRecords } from "../utils/csv";
import type { ProgressQuery } from "./contract";
import { filteredProgress } from "./list-progress";

const HEADER = ["Name", "E-mail", "Company", "Course", "Progress (%)", "Quiz passed", "Completed", "Due", "State"];
const STATE_WORDS = {
  not_started: "Not started",
  in_progress: "In progress",
  completed: "Completed",
  overdue: "Overdue",
};

/** GET /academy/manage/progress/export: the list's filtered rows as CSV (cells made safe for spreadsheets). */
export async function exportProgress(
  db: Database,
  query: Omit<ProgressQuery, "page" | "limit">,
  res: Response,
): Promise<typeof SENT> {
  const rows = await filteredProgress(db, query);
  const body = csvRecords([
    HEADER,
    ...rows.map((r) => [
      r.user.name,
      r.user.email,
      r.company.name,
      r.course.title,
      r.progress,
      r.quiz_passed ? "yes" : "no",
      r.completed_at?.slice(0, 10) ?? "",
      r.due_on ?? "",
      STATE_WORDS[r.state],
    ]),
  ]);
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", 'attachment; filename="academy-progress.csv"');
  res.end(body);
  return SENT;
}
