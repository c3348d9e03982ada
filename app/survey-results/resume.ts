// What the person's page checks of a resume before it is sent (the server and the API check again): the API's own
// types and size limit (domain/jobs.ts), in words for staff.
import { RESUME_ACCEPT, RESUME_MAX_BYTES } from "~domain/jobs";

export const RESUME_TYPES_TEXT = "a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file";
export { RESUME_ACCEPT };

const EXTENSIONS = RESUME_ACCEPT.split(",").map((e) => e.slice(1));

/** What is wrong with a chosen file as a resume, or null when it may be sent. */
export function resumeFileProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return "Choose a file.";
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!file.name.includes(".") || !EXTENSIONS.includes(extension)) return `Choose ${RESUME_TYPES_TEXT}.`;
  if (file.size === 0) return "The file is empty.";
  if (file.size > RESUME_MAX_BYTES) return "The file is too large: a resume may be at most 5 MB.";
  return null;
}
