// The answers a handler returns besides its JSON, as values, so that they mean the same over HTTP and in-process
// (docs/decisions/070-the-app-calls-its-api-in-process.md): a JSON answer with a status other than the operation's,
// and a file (a PDF, a CSV export). api/http/implement.ts sends them over HTTP; api/http/in-process.ts hands them to
// the app's own server.

const STATUS = Symbol("status answer");
const FILE = Symbol("file answer");

/** A JSON answer with another success status than the operation's (e.g. 202 when nothing was created). */
export interface StatusAnswer<T> {
  readonly [STATUS]: true;
  status: 200 | 201 | 202;
  body: T;
}

export const withStatus = <T>(status: StatusAnswer<T>["status"], body: T): StatusAnswer<T> => ({
  [STATUS]: true,
  status,
  body,
});

export const isStatusAnswer = (value: unknown): value is StatusAnswer<unknown> =>
  typeof value === "object" && value !== null && STATUS in value;

/** A file as a download: the whole of it, or its pieces as they are produced (a large export, read in chunks). */
export interface FileAnswer {
  readonly [FILE]: true;
  contentType: string;
  fileName: string;
  /**
   * Pieces are sent as they come: whatever can fail as an ordinary error answer (a missing item, the first query)
   * must have run before the answer is returned; a failure between pieces cuts the download short.
   */
  body: Buffer | string | AsyncIterable<string>;
}

export const fileAnswer = (contentType: string, fileName: string, body: FileAnswer["body"]): FileAnswer => ({
  [FILE]: true,
  contentType,
  fileName,
  body,
});

/** A finished PDF (rendered whole first, so a failure before it is an ordinary error answer). */
export const pdfFile = (pdf: Buffer, fileName: string) => fileAnswer("application/pdf", fileName, pdf);

/** A CSV file, whole or in pieces. */
export const csvFile = (body: FileAnswer["body"], fileName: string) =>
  fileAnswer("text/csv; charset=utf-8", fileName, body);

export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === "object" && value !== null && FILE in value;

/** The headers of a file answer (the same over HTTP and in-process). */
export function fileHeaders(file: FileAnswer): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
  };
  if (typeof file.body === "string" || Buffer.isBuffer(file.body))
    headers["Content-Length"] = String(Buffer.byteLength(file.body));
  headers["Cache-Control"] = "no-store";
  return headers;
}
