import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";
import { ERRORS } from "../../domain/errors";
import { loggableUrl } from "../../server/logger";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "../db/outage";

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
    // The database out of reach (stopped, restarting, failing over): a passing state, answered so that clients
    // wait and try again; the pool reconnects by itself.
    if (isDatabaseUnavailable(err)) {
      (log.warn ?? log.error)({ err, method: req.method, url: loggableUrl(req.originalUrl) }, "database unavailable");
      res.set("Retry-After", String(DATABASE_RETRY_AFTER_S));
      res.status(503).json({ message: ERRORS.DATABASE_UNAVAILABLE.message, errors: [] });
      return;
    }
    // A unique row another request created a moment earlier, which the operation did not expect: a conflict.
    if (isUniqueViolation(err)) {
      res.status(409).json({ message: ERRORS.CONCURRENT_CHANGE.message, errors: [] });
      return;
    }
    // The error's class and code and a masked path only (server/logger.ts): never the body, query or message.
    log.error({ err, method: req.method, url: loggableUrl(req.originalUrl) }, "unhandled API error");
    res.status(500).json({ message: "Internal Server Error", errors: [] });
  };
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
