import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";
import { ERRORS } from "../../domain/errors";
import { loggableUrl } from "../../server/logger";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "../../server/db/outage";

/** One field problem: `path` is the dotted path of the input field ("user_events.0.timestamp"). */
export interface FieldError {
  path: string;
  message: string;
}

/** An error the API answers on purpose, with its HTTP status and, for bad input, the field problems. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
  static badRequest(errors: FieldError[], message = "Bad Request") {
    return new ApiError(400, message, errors);
  }
  static unauthorized(message = "Unauthorized") {
    return new ApiError(401, message);
  }
  static forbidden(message = "Forbidden") {
    return new ApiError(403, message);
  }
  static notFound(message = "Not Found") {
    return new ApiError(404, message);
  }
  static conflict(message: string, errors: FieldError[] = []) {
    return new ApiError(409, message, errors);
  }
  static unprocessable(errors: FieldError[], message = "Unprocessable Entity") {
    return new ApiError(422, message, errors);
  }
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message }));
}

/** Parses input with a zod schema; bad input becomes a 400 with field paths, never a 500. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw ApiError.badRequest(fieldErrors(result.error));
  return result.data;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not Found", errors: [] });
};

/** Turns thrown errors into `{ message, errors: [{ path, message }] }`; unexpected ones are logged and hidden. */
export function errorHandler(log: {
  error: (obj: object, msg: string) => void;
  warn?: (obj: object, msg: string) => void;
}): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof ApiError) {
      res.status(err.status).json({ message: err.message, errors: err.errors });
      return;
    }
    // express.json() reports unreadable bodies with a status of their own.
    if (err && typeof err === "object" && "type" in err && err.type === "entity.parse.failed") {
      res.status(400).json({ message: "Bad Request", errors: [{ path: "(body)", message: "is not valid JSON" }] });
      return;
    }
    if (err && typeof err === "object" && "type" in err && err.type === "entity.too.large") {
      res.status(413).json({ message: "Payload Too Large", errors: [] });
      return;
    }
    // Every other refusal Express and its body parser raise themselves carries its own 4xx: a malformed escape in a
    // path (400), an unsupported charset or content encoding (415), a body that is not what its encoding says (400).
    // Answered with the status's name only: their messages may quote the input.
    const status = clientErrorStatus(err);
    if (status) {
      res.status(status).json({ message: statusText(status), errors: [] });
      return;
    }
    const answer = asApiError(err, log, { method: req.method, url: loggableUrl(req.originalUrl) });
    if (answer.status === 503) res.set("Retry-After", String(DATABASE_RETRY_AFTER_S));
    res.status(answer.status).json({ message: answer.message, errors: answer.errors });
  };
}

/**
 * Any error thrown while an operation runs, as the API answers it (over HTTP and in-process alike): its own
 * ApiError; the database out of reach (a passing state, 503, so that clients wait and try again; the pool
 * reconnects by itself); a unique row another request created a moment earlier (409); anything else a 500, logged
 * with the error's class and code and `where` only (server/logger.ts): never the body, query or message.
 */
export function asApiError(
  err: unknown,
  log: { error: (obj: object, msg: string) => void; warn?: (obj: object, msg: string) => void },
  where: object,
): ApiError {
  if (err instanceof ApiError) return err;
  if (isDatabaseUnavailable(err)) {
    (log.warn ?? log.error)({ err, ...where }, "database unavailable");
    return new ApiError(503, ERRORS.DATABASE_UNAVAILABLE.message);
  }
  if (isUniqueViolation(err)) return new ApiError(409, ERRORS.CONCURRENT_CHANGE.message);
  log.error({ err, ...where }, "unhandled API error");
  return new ApiError(500, "Internal Server Error");
}

/** The 4xx an error from Express or body-parser (http-errors: `status` or `statusCode`) declares, if any. */
function clientErrorStatus(err: unknown): number | undefined {
  if (!err || typeof err !== "object") return undefined;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
}

const statusText = (status: number) => STATUS_CODES[status] ?? "Bad Request";

/** PostgreSQL's unique_violation, from either driver (drizzle wraps the driver's error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
