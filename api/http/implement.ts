// Registers a feature's handlers from its contract: the brand-feature gate (404), authentication, the capability
// (403), then params, query and body parsed with the contract's schemas (400 with field paths) before the handler
// runs. A handler returns the JSON answer, which is sent with the operation's status; a JSON answer with another
// status, or a file, it returns as a value (./answers.ts); one that answers by itself over HTTP (the file store, the
// SMS webhook) returns `SENT`. With API_CHECK_RESPONSES=1 (the integration suite) every JSON answer is checked
// against its schema, so the contract cannot drift from what the API sends. Each mounted operation is also kept in
// a registry by its contract's method and path, through which the app's own server calls it in-process with the
// same checks (./in-process.ts, docs/decisions/070-the-app-calls-its-api-in-process.md).
import type { Request, RequestHandler, Response, Router } from "express";
import brand from "~brand";
import { can } from "../../domain/permissions";
import { permissionContext } from "../../server/permissions";
import type { ApiDeps } from "./deps";
import { recordAudit, settleAudit } from "../audit/record";
import { fileHeaders, isFileAnswer, isStatusAnswer, type FileAnswer, type StatusAnswer } from "./answers";
import { authOf, type Auth } from "./authenticate";
import { nulProblems, servedBy, type Contract, type OperationSpec, type ParsedOf, type ResultOf } from "./contract";
import { ApiError, fieldErrors, parseInput } from "./errors";
import type { Gate } from "./gate";

/** Returned by a handler that has written its HTTP answer itself (only operations that are HTTP by nature). */
export const SENT = Symbol("sent");

export interface HandlerContext<O extends OperationSpec> {
  params: ParsedOf<O, "params">;
  query: ParsedOf<O, "query">;
  body: ParsedOf<O, "body">;
  /** The verified caller; only public operations run without one (and must not read it). */
  auth: O["access"] extends "public" ? Auth | null : Auth;
  /** The caller's address: `req.ip` over HTTP; undefined in-process (the app's own server, as loopback was). */
  ip: string | undefined;
  /** Sets a header of whatever the answer turns out to be, success or refusal. */
  setHeader(name: string, value: string): void;
  /**
   * The HTTP exchange itself, for the few operations that are HTTP by nature (the file store's raw uploads and
   * downloads, the SMS provider's webhook); null when the app calls in-process.
   */
  http: { req: Request; res: Response } | null;
}

/** The HTTP exchange of an operation that is HTTP by nature; called in-process it is a programming error (500). */
export function overHttp(http: HandlerContext<OperationSpec>["http"]): { req: Request; res: Response } {
  if (!http) throw new Error("this operation answers over HTTP only");
  return http;
}

export type Handler<O extends OperationSpec> = (
  ctx: HandlerContext<O>,
) =>
  | Promise<ResultOf<O> | StatusAnswer<ResultOf<O>> | FileAnswer | typeof SENT>
  | ResultOf<O>
  | StatusAnswer<ResultOf<O>>
  | FileAnswer
  | typeof SENT;

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

/** An operation as mounted: what an in-process call needs to run it as a request would run. */
export interface MountedOperation {
  /** `feature.name`, as in the OpenAPI document's operation ids and the proxy-write audit. */
  operationId: string;
  op: OperationSpec;
  handler: Handler<OperationSpec>;
  /** The area gates mounted ahead of it, in order (api/index.ts). */
  gates: Gate[];
  /** Whether a blanket `authenticate` stands ahead of it: then the caller is verified before anything else. */
  authenticatedUpFront: boolean;
}

/**
 * Every mounted operation, by `operationKey`: its method and path, which no two operations share
 * (tests/unit/contracts.test.ts). Not by the operation object itself: the app's server is bundled apart from the
 * API (scripts/build.mjs), so it holds copies of the contract objects, equal in method and path.
 */
export type OperationRegistry = Map<string, MountedOperation>;

export const operationKey = (op: Pick<OperationSpec, "method" | "path">): string => `${op.method} ${op.path}`;

/** Where mountFeatures is mounting: what stands ahead of these features, and the registry to fill. */
export interface Mounting {
  registry?: OperationRegistry;
  gates?: Gate[];
  authenticatedUpFront?: boolean;
}

/**
 * What an operation answered: its JSON with a status, no body (an operation without a response schema), a file, or
 * an answer the handler sent itself.
 */
export type Outcome =
  { status: number; json: unknown } | { status: number; empty: true } | { status: 200; file: FileAnswer } | typeof SENT;

/**
 * Every write in a proxy session is recorded (method and operation id, never the body) before it runs, even one then
 * refused, so no write escapes the trail; `settle` adds the status the answer went out with.
 */
export async function auditProxyWrite(
  deps: ApiDeps,
  auth: Auth | null,
  mounted: MountedOperation,
): Promise<(status: number) => void> {
  const { op } = mounted;
  if (!auth?.superAdmin || op.access === "public" || op.method === "GET" || op.observation) return () => undefined;
  const entryId = await recordAudit(deps.db, auth, {
    action: "proxy.write",
    companyId: auth.actor.companyId,
    subjectType: "operation",
    summary: `${op.method} ${mounted.operationId}`,
  });
  return (status) => void settleAudit(deps.db, entryId, status).catch(() => undefined);
}

/**
 * A NUL character in any text a client sends is refused with a 400 naming the field, before any schema or handler
 * runs (the rule: `nulProblems` in ./contract.ts), so no operation can pass one on to the database.
 */
function rejectNul(input: Record<string, unknown>) {
  const errors = Object.values(input).flatMap((value) => nulProblems(value));
  if (errors.length) throw ApiError.badRequest(errors.slice(0, 20));
}

/**
 * What runs once the caller is known, over HTTP and in-process alike: the capability (403), the NUL rule and the
 * input's schemas (400), the handler, and the answer checked against its contract when API_CHECK_RESPONSES=1.
 */
export async function perform(
  deps: ApiDeps,
  mounted: MountedOperation,
  auth: Auth | null,
  raw: { params: unknown; query: unknown; body: unknown },
  transport: Pick<HandlerContext<OperationSpec>, "ip" | "setHeader" | "http">,
): Promise<Outcome> {
  const { op, handler } = mounted;
  if (auth && op.access !== "public" && op.access !== "signed-in" && !can(auth.actor, op.access, permissionsOf(deps)))
    throw ApiError.forbidden(op.denied ?? "Forbidden");
  rejectNul(raw);
  const input = {
    params: op.params ? parseInput(op.params, raw.params) : undefined,
    query: op.query ? parseInput(op.query, raw.query) : undefined,
    body: op.body ? parseInput(op.body, raw.body ?? {}) : undefined,
  };
  const result = await handler({ ...input, auth, ...transport } as HandlerContext<OperationSpec>);
  if (result === SENT) return SENT;
  if (isFileAnswer(result)) return { status: 200, file: result };
  const { status, body } = isStatusAnswer(result) ? result : { status: op.status ?? 200, body: result };
  if (!op.response) return { status: op.status ?? 204, empty: true };
  if (process.env.API_CHECK_RESPONSES === "1") {
    const checked = op.response.safeParse(body);
    if (!checked.success) {
      deps.logger.error(
        { operation: mounted.operationId, path: op.path, problems: fieldErrors(checked.error) },
        "response does not match its contract",
      );
      throw new ApiError(500, `Response of ${op.method} ${op.path} does not match its contract`);
    }
  }
  return { status, json: body };
}

const permissionContexts = new WeakMap<ApiDeps["env"], ReturnType<typeof permissionContext>>();
function permissionsOf(deps: ApiDeps) {
  let ctx = permissionContexts.get(deps.env);
  if (!ctx) permissionContexts.set(deps.env, (ctx = permissionContext(deps.env)));
  return ctx;
}

// Express 4 does not pass a rejected promise to the error handler; without this an async throw hangs the request.
const settle =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res, next)).catch(next);
  };

/** Sends a file answer over HTTP: whole, or piece by piece as they come (cut short if a piece fails). */
async function sendFile(res: Response, file: FileAnswer, logger: ApiDeps["logger"]) {
  res.status(200);
  for (const [name, value] of Object.entries(fileHeaders(file))) res.setHeader(name, value);
  if (typeof file.body === "string" || Buffer.isBuffer(file.body)) {
    res.end(file.body);
    return;
  }
  try {
    for await (const piece of file.body) {
      if (!res.write(piece)) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  } catch (err) {
    // Cut short, so that a partial file cannot pass for a whole one.
    logger.error({ err }, "a download failed part way");
    res.destroy();
  }
}

/** How specific a path segment is: a literal, a parameter (`:id`), a parameter that takes the rest (`:key(*)`). */
const segmentRank = (segment: string) => (!segment.startsWith(":") ? 0 : segment.includes("*") ? 2 : 1);

/**
 * Orders paths so that none is shadowed by one mounted before it: at the first segment where two differ in kind, a
 * literal comes before a parameter (`/jobs/public` before `/jobs/:id`), a parameter before one that takes the rest;
 * then the longer path first; then by text, so the order is the same whatever order the features were listed in.
 */
export function comparePaths(a: string, b: string): number {
  const as = a.split("/");
  const bs = b.split("/");
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const rank = segmentRank(as[i]) - segmentRank(bs[i]);
    if (rank !== 0) return rank;
  }
  if (as.length !== bs.length) return bs.length - as.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Mounts features (by name: the OpenAPI document's operation ids begin with it) on `router`, their operations
 * ordered by path specificity (comparePaths) so that the order they are listed in does not matter, and records
 * each in `mounting.registry` with what stands ahead of it.
 */
export function mountFeatures(
  router: Router,
  deps: ApiDeps,
  authenticated: RequestHandler,
  features: Record<string, Feature>,
  mounting: Mounting = {},
): void {
  const operations = Object.entries(features)
    .flatMap(([featureName, { contract, handlers }]) =>
      Object.entries(contract).map(([name, op]) => ({
        operationId: `${featureName}.${name}`,
        op,
        handler: handlers[name],
      })),
    )
    .sort(
      (a, b) =>
        comparePaths(a.op.path, b.op.path) ||
        (a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0),
    );
  for (const { operationId, op, handler } of operations) {
    const mounted: MountedOperation = {
      operationId,
      op,
      handler,
      gates: [...(mounting.gates ?? [])],
      authenticatedUpFront: mounting.authenticatedUpFront ?? false,
    };
    mounting.registry?.set(operationKey(op), mounted);
    const chain: RequestHandler[] = [];
    // Still mounted, so that a path of another brand's feature answers 404 rather than matching a `/:id` path.
    if (!servedBy(op, brand.features)) chain.push((_req, _res, next) => next(ApiError.notFound()));
    // Routers still mounted behind a blanket `authenticate` have verified the caller already.
    if (op.access !== "public")
      chain.push((req, res, next) => (res.locals.auth ? next() : authenticated(req, res, next)));
    chain.push(async (req, res) => {
      const auth = op.access !== "public" ? authOf(res) : ((res.locals.auth as Auth | undefined) ?? null);
      const audited = await auditProxyWrite(deps, auth, mounted);
      res.on("finish", () => audited(res.statusCode));
      const outcome = await perform(
        deps,
        mounted,
        auth,
        { params: req.params, query: req.query, body: req.body },
        { ip: req.ip, setHeader: (header, value) => res.setHeader(header, value), http: { req, res } },
      );
      if (outcome === SENT || res.headersSent) return;
      if ("file" in outcome) return sendFile(res, outcome.file, deps.logger);
      if ("empty" in outcome) res.status(outcome.status).end();
      else res.status(outcome.status).json(outcome.json);
    });
    const method = op.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    router[method](op.path, ...chain.map(settle));
  }
}
