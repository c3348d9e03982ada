import type { Database } from "../../server/db/client";
import { csvFile, type FileAnswer } from "../http/answers";
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
export async function exportProgress(db: Database, query: Omit<ProgressQuery, "page" | "limit">): Promise<FileAnswer> {
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
  return csvFile(body, "academy-progress.csv");
}
