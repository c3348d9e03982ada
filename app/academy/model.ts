// What the Academy's pages say about dates and states (browser-safe).
import { formatDate } from "../../domain/format";
export const dayText = (iso: string) => formatDate(iso);

/** Whether a due day (YYYY-MM-DD) has passed, today (UTC) still being in time. */
export const isPastDue = (dueOn: string | null, now = new Date()) =>
  dueOn !== null && dueOn < now.toISOString().slice(0, 10);
