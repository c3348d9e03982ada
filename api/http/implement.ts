// Registers a feature's handlers from its contract: the brand-feature gate (404), authentication, the capability
// (403), then params, query and body parsed with the contract's schemas (400 with field paths) before the handler
// runs. A handler returns the JSON answer, which is sent with the operation's status; one that answers by itself
// (a stream, a redirect) returns `SENT`. With API_CHECK_RESPONSES=1 (the integration suite) every JSON answer is
// checked against its schema, so the contract cannot drift from what the API sends.
import type { Request, RequestHandler, Response, Router } from "express";
import brand from "~brand";
import { can } from "../../domain/permissions";
import { permissionContext } from "../../server/permissions";
import type { ApiDeps } from "../index";
import { recordAudit, settleAudit } from "../audit/record";
import { authOf, type Auth } from "./authenticate";
import { nulProblems, servedBy, type Contract, type OperationSpec, type ParsedOf, type ResultOf } from "./contract";
import { ApiError, fieldErrors, parseInput } from "./errors";

/**
 * Every write in a proxy session is recorded (method and operation id, never the body) before it runs, even one then
 * refused, so no write escapes the trail; its status is added when the answer is sent.
 */
async function auditProxyWrite(db: ApiDeps["db"], auth: Auth, res: Response, operationId: string) {
  const entryId = await recordAudit(db, auth, {
    action: "proxy.write",
    companyId: auth.actor.companyId,
    subjectType: "operation",
    summary: `${res.req.method} ${operationId}`,
  });
  res.on("finish", () => void settleAudit(db, entryId, res.statusCode).catch(() => undefined));
}

/** Returned by a handler that has written its answer itself. */
export const SENT = Symbol("sent");

export interface HandlerContext<O extends OperationSpec> {
  params: ParsedOf<O, "params">;
  query: ParsedOf<O, "query">;
  body: ParsedOf<O, "body">;
  /** The verified caller; only public operations run without one (and must not read it). */
  auth: O["access"] extends "public" ? Auth | null : Auth;
  req: Request;
  res: Response;
}

export type Handler<O extends OperationSpec> = (
  ctx: HandlerContext<O>,
) => Promise<ResultOf<O> | typeof SENT> | ResultOf<O> | typeof SENT;

export type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

/** A contract with its handlers: what api/index.ts mounts. */
export interface Feature {
  contract: Contract;
  handlers: Handlers<Contract>;
}

/** Pairs a contract with one handler per operation (the compiler refuses a missing or surplus one). */
export function implement<C extends Contract>(contract: C, handlers: Handlers<C>): Feature {
  return { contract, handlers: handlers as unknown as Handlers<Contract> };
}

// Express 4 does not pass a rejected promise to the error handler; without this an async throw hangs the request.
const settle =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res, next)).catch(next);
  };

/**
 * A NUL character in any text a client sends is refused with a 400 naming the field, before any schema or handler
 * runs (the rule: `nulProblems` in ./contract.ts), so no operation can pass one on to the database.
 */
function rejectNul(input: Record<string, unknown>) {
  const errors = Object.values(input).flatMap((value) => nulProblems(value));
  if (errors.length) throw ApiError.badRequest(errors.slice(0, 20));
}

/**
 * Mounts features (by name: the OpenAPI document's operation ids begin with it) on `router` in the order given (an operation's path must come before a parameterised path that
 * would also match it, e.g. `/survey-results/board` before `/survey-results/:id`).
 */
export function mountFeatures(
  router: Router,
  deps: ApiDeps,
  authenticated: RequestHandler,
  features: Record<string, Feature>,
): void {
  const ctx = permissionContext(deps.env);
  const checkResponses = process.env.API_CHECK_RESPONSES === "1";
  for (const [featureName, { contract, handlers }] of Object.entries(features)) {
    for (const [name, op] of Object.entries(contract)) {
      const handler = handlers[name];
      const chain: RequestHandler[] = [];
      // Still mounted, so that a path of another brand's feature answers 404 rather than matching a `/:id` path.
      if (!servedBy(op, brand.features)) chain.push((_req, _res, next) => next(ApiError.notFound()));
      // Routers still mounted behind a blanket `authenticate` have verified the caller already.
      if (op.access !== "public")
        chain.push((req, res, next) => (res.locals.auth ? next() : authenticated(req, res, next)));
      chain.push(async (req, res) => {
        let auth: Auth | null = null;
        if (op.access !== "public") {
          auth = authOf(res);
          if (auth.superAdmin && op.method !== "GET" && !op.observation)
            await auditProxyWrite(deps.db, auth, res, `${featureName}.${name}`);
          if (op.access !== "signed-in" && !can(auth.actor, op.access, ctx)) {
            throw ApiError.forbidden(op.denied ?? "Forbidden");
          }
        } else if (res.locals.auth) {
          auth = res.locals.auth as Auth;
        }
        rejectNul({ params: req.params, query: req.query, body: req.body });
        const input = {
          params: op.params ? parseInput(op.params, req.params) : undefined,
          query: op.query ? parseInput(op.query, req.query) : undefined,
          body: op.body ? parseInput(op.body, req.body ?? {}) : undefined,
        };
        const result = await handler({ ...input, auth, req, res } as HandlerContext<OperationSpec>);
        if (result === SENT || res.headersSent) return;
        if (!op.response) {
          res.status(op.status ?? 204).end();
          return;
        }
        if (checkResponses) {
          const checked = op.response.safeParse(result);
          if (!checked.success) {
            deps.logger.error(
              { operation: name, path: op.path, problems: fieldErrors(checked.error) },
              "response does not match its contract",
            );
            throw new ApiError(500, `Response of ${op.method} ${op.path} does not match its contract`);
          }
        }
        res.status(op.status ?? 200).json(result);
      });
      const method = op.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
      router[method](op.path, ...chain.map(settle));
    }
  }
}
