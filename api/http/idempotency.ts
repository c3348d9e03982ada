// Writes sent with an `Idempotency-Key` header happen once. The app's client (app/api/client.server.ts) gives every
// write a fresh key and, when the API does not answer in time, sends it once more with the same key: this
// middleware makes that retry safe. The first request with a key claims it (a row in idempotency_keys, so every
// instance sees it); a repeat waits for the first one's answer and gets it again, marked `Idempotent-Replayed: true`,
// without running the handler. Keys are scoped to the caller's credentials, the method and the path, and kept as a
// hash only. An answer of 5xx, or one that is not JSON (a stream), is not kept: a retry runs again.
import crypto from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Database } from "../../server/db/client";
import { idempotencyKeys } from "../../server/db/schema/index";
import { hasNul } from "./contract";
import { ApiError } from "./errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** How long a repeat waits for the first request's answer before answering 409. */
const WAIT_MS = 30_000;
/** A claim this old without an answer belongs to a request that died with its process: a repeat takes it over. */
const ABANDONED_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function idempotency({
  db,
  logger,
}: {
  db: Database;
  logger: { warn: (obj: object, msg: string) => void };
}): RequestHandler {
  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined || req.method === "GET" || req.method === "HEAD") return next();
    if (!key || key.length > 200 || hasNul(key)) {
      return next(
        ApiError.badRequest([{ path: IDEMPOTENCY_HEADER, message: "must be 1 to 200 characters without NUL" }]),
      );
    }
    const scope = crypto
      .createHash("sha256")
      .update(
        [key, req.method, req.originalUrl, req.get("authorization") ?? "", req.get("x-proxy-user-id") ?? ""].join("\n"),
      )
      .digest("hex");
    handle(scope).catch(next);

    async function handle(scope: string) {
      if (Math.random() < 0.01) {
        await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
      }
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const claimed = await db
          .insert(idempotencyKeys)
          .values({ scope })
          .onConflictDoNothing()
          .returning({ scope: idempotencyKeys.scope });
        const takenOver =
          claimed.length === 0 &&
          (await db
            .update(idempotencyKeys)
            .set({ createdAt: sql`now()` })
            .where(
              and(
                eq(idempotencyKeys.scope, scope),
                isNull(idempotencyKeys.status),
                lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_MS / 1000})`),
              ),
            )
            .returning({ scope: idempotencyKeys.scope }));
        if (claimed.length || (takenOver && takenOver.length)) return runOnce(scope);
        const [answer] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
        if (answer?.status != null) {
          res.setHeader(REPLAYED_HEADER, "true");
          res
            .status(answer.status)
            .type("application/json")
            .send(answer.body ?? "");
          return;
        }
        // Gone meanwhile (the first request failed and let go of the key): claim it on the next round.
        if (Date.now() > deadline) {
          throw ApiError.conflict("A request with this Idempotency-Key is still being processed; try again shortly");
        }
        await sleep(answer ? 100 : 0);
      }
    }

    /** Runs the request, keeping its answer for repeats once the handler has given it. */
    function runOnce(scope: string) {
      let body: string | undefined;
      const json = res.json.bind(res);
      res.json = (value: unknown) => {
        body = JSON.stringify(value);
        return json(value);
      };
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      let kept = false;
      // Kept when the answer is given, not on 'finish': a caller that gave up has closed the connection by then,
      // and its retry is exactly what waits for this answer.
      res.end = ((...args: unknown[]) => {
        if (!kept) {
          kept = true;
          const status = res.statusCode;
          const replayable = status < 500 && (body !== undefined || status === 204);
          (replayable
            ? db
                .update(idempotencyKeys)
                .set({ status, body: body ?? null })
                .where(eq(idempotencyKeys.scope, scope))
            : db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, scope))
          ).catch((err: unknown) => logger.warn({ err }, "idempotency key not kept"));
        }
        return end(...args);
      }) as typeof res.end;
      next();
    }
  };
}
