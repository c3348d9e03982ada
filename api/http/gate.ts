// A gate in front of a whole area of paths (the jobs area in the prod stage, the academy behind its flag): it refuses
// with an ApiError (404) before anything else looks at the call. One function serves both ways of calling the API
// (docs/decisions/070-the-app-calls-its-api-in-process.md): as middleware ahead of the area's features, and, for
// the app's in-process calls, before each operation mounted behind it (api/http/in-process.ts).
import type { RequestHandler } from "express";
import type { Auth } from "./authenticate";

/**
 * `path` is the request's path below /api/v2 (or, in-process, the operation's path, e.g. `/jobs/:id`); `caller`
 * verifies who calls when the gate needs to know (null without credentials), at most once per call.
 */
export type Gate = (path: string, caller: () => Promise<Auth | null>) => Promise<void> | void;

/** Whether `path` lies under `prefix` as Express's `router.use(prefix)` matches it (letter case aside). */
export const under = (path: string, prefix: string): boolean => {
  const p = path.toLowerCase();
  return p === prefix || p.startsWith(`${prefix}/`);
};

/** The gate as middleware: the caller is the one an earlier `authenticate` verified, else verified here if the
 * request carries a token. */
export function gateMiddleware(gate: Gate, authenticated: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const caller = async (): Promise<Auth | null> => {
      if (!res.locals.auth && req.headers.authorization) {
        await new Promise<void>((resolve, reject) =>
          authenticated(req, res, (err?: unknown) => (err ? reject(err) : resolve())),
        );
      }
      return (res.locals.auth as Auth | undefined) ?? null;
    };
    Promise.resolve()
      .then(() => gate(req.path, caller))
      .then(() => next(), next);
  };
}
