// Requests a person files about their own data or a decision, from the rights portal on their own report's link
// (ARCHITECTURE.md "Responsible assessment": review, accommodation, correction, export, deletion). Each has a 30-day
// clock: the one-month answer time of GDPR Art. 12(3), which the other laws' shortest deadlines do not undercut.

export const DATA_REQUEST_TYPES = ["human_review", "accommodation", "correction", "export", "erasure"] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_STATUSES = ["open", "in_progress", "done", "refused"] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** The kinds a person files with a form (the other two are done at once: the download and the deletion). */
export const FILED_TYPES = ["human_review", "accommodation", "correction"] as const;
export type FiledType = (typeof FILED_TYPES)[number];

/** The kinds in words, for staff (the list, the detail, the audit trail). */
export const DATA_REQUEST_TYPE_LABELS: Record<DataRequestType, string> = {
  human_review: "Human review of a decision",
  accommodation: "Accommodation or alternative process",
  correction: "Wrong data",
  export: "Copy of their data",
  erasure: "Deletion of their data",
};

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  done: "Done",
  refused: "Refused",
};

export const DATA_REQUEST_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** When a request filed at `filedAt` must be answered. */
export const dueFrom = (filedAt: Date): Date => new Date(filedAt.getTime() + DATA_REQUEST_DAYS * DAY_MS);

/** Still waiting for an answer: open or in progress. */
export const isPending = (status: string): boolean => status === "open" || status === "in_progress";

/** Pending past its due date. */
export const isOverdue = (request: { status: string; dueAt: Date | string }, now = new Date()): boolean =>
  isPending(request.status) && new Date(request.dueAt).getTime() < now.getTime();
