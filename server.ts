// The one server process: security headers, logs, health, the Main API, the embedded identity provider and the
// Remix app. Run from the build (build/<brand>/server.mjs), which scripts/build.mjs bundles from this file; or, in
// development (npm run dev: scripts/dev.mjs), from this source file, with the Remix app served by Vite's dev server
// (hot reload) instead of the built one.
import crypto from "node:crypto";
import fs from "node:fs";
import http, { type Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import type { ViteDevServer } from "vite";
import brand from "~brand";
import { createApi, type MainApi } from "./api";
import { contracts } from "./api/contracts";
import { hasNul, NUL_MESSAGE, stripNul, type OperationSpec } from "./api/http/contract";
import { DataDirInUseError, openDatabase } from "./server/db/client";
import { DEMO_USERS } from "./api/db/demo-data";
import { seed, tenancySeed } from "./api/db/seed";
import { assessmentsSeed } from "./api/db/seed-assessments";
import { jobsSeed } from "./api/db/seed-jobs";
import { benchmarksSeed } from "./api/db/seed-benchmarks";
import { reassessmentsSeed } from "./api/db/seed-reassessments";
import { selfIdentificationsSeed } from "./api/db/seed-self-identifications";
import { coachingSeed } from "./api/db/seed-coaching";
import { teamsSeed } from "./api/db/seed-teams";
import { academySeed } from "./api/db/seed-academy";
import { campaignsSeed, coachingCampaignsSeed } from "./api/campaigns/demo-seed";
import { messageTemplatesSeed } from "./api/messaging/demo-seed";
import { createMailer } from "./server/mail/index";
import { stopQueues } from "./api/queue/index";
import { backfillValidity } from "./api/survey-results/validity";
import { createIdentityProvider, embeddedClientSecret } from "./idp/index";
import { createCognitoIdentityAdmin } from "./api/identity/cognito";
import { telemetryCsp } from "./app/telemetry/config.server";
import { identitySeed, invitationSeed } from "./idp/seed";
import { ConfigError, loadEnv, requireAccountAdministration, type Env } from "./server/env";
import { canonicalHostRedirect } from "./server/canonical-host";
import { databaseLimiter, publicFormLimiter } from "./server/rate-limit";
import { createLogger, loggableUrl, type Logger } from "./server/logger";
import { resolveSessionSecret } from "./server/secrets";
import type { ServerServices } from "./app/load-context";
import { createSessionStore } from "./server/session-store";
import { answerDatabaseOutages } from "./app/database-outage.server";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "./server/db/outage";

const buildDir = path.dirname(fileURLToPath(import.meta.url));
/** server.ts itself rather than the bundled build/<brand>/server.mjs: the Remix app then comes from Vite. */
const fromSource = path.extname(fileURLToPath(import.meta.url)) === ".ts";

function readEnv(): Env {
  try {
    return requireAccountAdministration(loadEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = readEnv();
  if (fromSource && env.NODE_ENV !== "development") {
    console.error("server.ts runs from source in development only: `npm run dev`; `npm start` runs the build.");
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.join(env.DATA_DIR, brand.brand, "pglite");
  const database = env.DATABASE_URL
    ? await openDatabase({
        databaseUrl: env.DATABASE_URL,
        onIdleConnectionError: (err) => logger.warn({ err }, "an idle database connection broke; it is replaced"),
      })
    : await openDatabase({ dataDir });
  await database.migrate();
  if (env.SEED_DEMO_DATA) {
    const ran = await seed(database.db, [
      tenancySeed,
      identitySeed(env.DEMO_PASSWORD, DEMO_USERS),
      assessmentsSeed,
      jobsSeed,
      benchmarksSeed,
      coachingSeed,
      reassessmentsSeed,
      selfIdentificationsSeed,
      teamsSeed,
      academySeed,
      campaignsSeed,
      coachingCampaignsSeed,
      messageTemplatesSeed,
    ]);
    if (ran.length) logger.info({ parts: ran }, "demo data seeded");
  }
  const checked = await backfillValidity(database.db);
  if (checked) logger.info({ results: checked }, "response validity computed for earlier results");
  const sessionSecret = await resolveSessionSecret(env, database.db);
  const mailer = createMailer({ db: database.db, env });
  const idp = env.embeddedIdp
    ? await createIdentityProvider({ db: database.db, env, logger, mailer, sessionSecret })
    : null;
  if (env.SEED_DEMO_DATA && idp) await seed(database.db, [invitationSeed(idp.accounts, DEMO_USERS)]);

  const app = express();
  // Created before the routes so that Vite's hot-reload WebSocket (development) can share its port.
  const server = http.createServer(app);
  // A client that pools connections (a load balancer, an HTTP library) may send a request on a connection at the moment
  // the server closes it for idleness, and gets ECONNRESET. Node's 5-second default makes that race common; the
  // server keeps idle connections longer than such clients do (a load balancer's idle time-out is commonly 60 s) and
  // says so in Keep-Alive. ADR 085.
  server.keepAliveTimeout = 65_000;
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", 1);
  app.use(requestLog(logger));
  app.use(closeWhenBodyUnread);
  app.use(refuseUnsupportedMethods);
  app.use(canonicalHostRedirect(env.canonicalOrigin));
  app.use(refuseNulInUrl);
  app.use(securityHeaders(env));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await withTimeout(database.ping(), 2_000);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  // A forged post is refused before it could count against an address's public-form limit, which covers the pages'
  // public forms and the same forms' API operations (the app's own calls to the API run in-process, below, so a
  // visitor's post is counted once).
  app.use(refuseCrossOriginWrites);
  app.use(publicFormLimiter(databaseLimiter(database.db), env.PUBLIC_FORM_LIMIT, { apiPaths: publicFormApiPaths() }));

  // The embedded API answers outside clients at /api/v2; the app's own server calls its operations in-process
  // (ADR 070), so one port serves everything and a page being served during shutdown still gets its data.
  let api: MainApi | null = null;
  if (env.embeddedApi) {
    // Accounts are administered where users sign in: the embedded provider, or Cognito with OIDC_ISSUER (ADR 040).
    const identity = idp ?? createCognitoIdentityAdmin({ db: database.db, env, logger, mailer });
    api = createApi({ db: database.db, env, logger, identity });
    app.use("/api/v2", api);
  }
  if (idp) app.use("/idp", idp.router);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let vite: ViteDevServer | null = null;
  if (fromSource) {
    vite = await createViteDevServer(server);
    app.use(vite.middlewares);
    const devServer = vite;
    // Loaded per request: Vite hands out the current modules, recompiled after each edit.
    build = () =>
      (devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>).then(answerDatabaseOutages);
  } else {
    const clientDir = path.join(buildDir, "client");
    // Fingerprinted files never change under their name: cache them for a year. The client build has nothing else
    // (the favicon is a route), so page requests do not go past a static handler looking for a file of their name.
    // Each file's brotli or gzip copy, made at build time (vite.config.ts), goes to a browser that accepts it.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    );
    build = answerDatabaseOutages(
      (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild,
    );
  }
  const services: ServerServices = {
    env,
    api: api?.invoke ?? null,
    sessions: createSessionStore(database.db),
    logger,
    sessionSecret,
    oidcClientSecret: env.OIDC_CLIENT_SECRET ?? embeddedClientSecret(sessionSecret),
    idp,
  };
  // Pages and their data are private: Back after sign-out must not show them from the browser's cache. A route that
  // may be kept says so in its own Cache-Control; this default fills in only where none was set (Remix's adapter
  // appends headers, so a value set up front would be doubled).
  app.use((req, res, next) => {
    // Only what a browser could keep: answers to GET (and HEAD). A POST's answer is never stored anyway.
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    onHeaders(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
    });
    next();
  });
  // A page's 503 is a database outage (app/database-outage.server.ts): the browser or proxy may try again shortly.
  app.use((_req, res, next) => {
    onHeaders(res, () => {
      if (res.statusCode === 503 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", DATABASE_RETRY_AFTER_S);
    });
    next();
  });
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: fromSource ? "development" : "production",
      getLoadContext: (_req, res) => ({ nonce: res.locals.cspNonce as string, services }),
    }),
  );

  app.use(finalErrorHandler(logger));

  server.listen(env.PORT, env.HOST, () => {
    logger.info({ url: env.PUBLIC_URL, brand: brand.brand, stage: env.STAGE, database: database.kind }, "listening");
  });
  // The public server finishes its requests first (with them the app's in-process API calls); then background jobs
  // stop (a running one is cut short and runs again on the next start), then the database.
  handleShutdown(
    [server],
    logger,
    env.SHUTDOWN_TIMEOUT_MS,
    () => stopQueues().then(() => database.close()),
    // Vite's WebSocket connections would keep the public server from closing.
    () => vite?.close(),
  );
}

/**
 * Vite's dev server for the Remix app (vite.config.ts, with the BRAND's `~brand` alias), as middleware of this
 * server; its hot-reload WebSocket shares this server's port. Each brand keeps its own optimised-dependency cache.
 */
async function createViteDevServer(server: Server): Promise<ViteDevServer> {
  const { createServer } = await import("vite");
  // The Remix plugin starts a second Vite server of its own (to read the route modules), and a Vite server that is
  // not middleware ends the process at once on SIGTERM or when stdin ends. This server's own shutdown must run
  // instead (handleShutdown closes Vite, then the database), so those listeners are taken off again.
  const sigterm = process.listeners("SIGTERM");
  const stdinEnd = process.stdin.listeners("end");
  const vite = await createServer({
    cacheDir: path.join("node_modules", ".vite", `dev-${brand.brand}`),
    server: {
      middlewareMode: true,
      hmr: { server },
      // Not sources: the embedded database, builds, test output.
      watch: {
        ignored: ["**/.data/**", "**/build/**", "**/.cache/**", "**/test-results/**", "**/playwright-report/**"],
      },
    },
  });
  for (const listener of process.listeners("SIGTERM")) {
    if (!sigterm.includes(listener)) process.off("SIGTERM", listener);
  }
  for (const listener of process.stdin.listeners("end")) {
    if (!stdinEnd.includes(listener)) process.stdin.off("end", listener as () => void);
  }
  return vite;
}

function requestLog(logger: Logger): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const quiet = req.path === "/healthz" || req.path === "/readyz";
      // Only method, path (secret-looking query values masked), status and timing: no headers, no bodies.
      logger[quiet ? "debug" : "info"](
        { method: req.method, url: loggableUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    });
    next();
  };
}

/** The public server's paths of the API operations that are public forms (`publicForm` in their contracts). */
function publicFormApiPaths(): string[] {
  return Object.values(contracts)
    .flatMap((contract) => Object.values(contract as Record<string, OperationSpec>))
    .filter((op) => op.publicForm)
    .map((op) => `/api/v2${op.path}`);
}

/**
 * An answer sent before its request's body was read to the end (a refusal of a body too large, a page without an
 * action) ends the connection: the unread rest of the body would otherwise stay in front of the client's next request
 * on that kept-alive connection, which then waited six seconds for a reset instead of an answer. (`complete` is
 * Node's "the whole message was parsed"; a request without a body may be answered before its parser says so.)
 */
const closeWhenBodyUnread: express.RequestHandler = (req, res, next) => {
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (hasBody)
    onHeaders(res, () => {
      if (!req.complete) res.setHeader("Connection", "close");
    });
  next();
};

/** TRACE, TRACK and CONNECT have no place here (and Node's fetch Request refuses TRACE, which would be a 500). */
const refuseUnsupportedMethods: express.RequestHandler = (req, res, next) => {
  if (!["TRACE", "TRACK", "CONNECT"].includes(req.method)) return next();
  res
    .status(405)
    .set("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS")
    .type("text/plain")
    .send("Method Not Allowed");
};

/**
 * A NUL character in the address of a page or of the identity provider (a query value, the path) is refused with 400
 * naming the parameter, before a loader or the provider reads it: the API's text rule (api/http/contract.ts). The
 * API itself answers its own 400 in JSON, naming the field.
 */
const refuseNulInUrl: express.RequestHandler = (req, res, next) => {
  const url = req.originalUrl;
  if (!(url.includes("%00") || hasNul(url)) || url.startsWith("/api/v2/") || url.startsWith("/api/v2?")) return next();
  const q = url.indexOf("?");
  let where: string | null = null;
  for (const [key, value] of new URLSearchParams(q === -1 ? "" : url.slice(q + 1))) {
    if (hasNul(key) || hasNul(value)) {
      where = stripNul(key) || "a parameter";
      break;
    }
  }
  if (!where) {
    try {
      if (hasNul(decodeURIComponent(q === -1 ? url : url.slice(0, q)))) where = "the address";
    } catch {
      // An undecodable path is the final error handler's 400.
    }
  }
  if (!where) return next();
  res.status(400).type("text/plain").send(`Bad Request: ${where} ${NUL_MESSAGE}.`);
};

/**
 * A page's form or action posted from another origin is refused with 403 here, before Remix's own CSRF check would
 * throw it as a 500. The same comparison as Remix's: the Origin's host against the (forwarded) Host.
 */
const refuseCrossOriginWrites: express.RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (["GET", "HEAD", "OPTIONS"].includes(req.method) || origin === undefined) return next();
  const host = (req.headers["x-forwarded-host"] as string | undefined) ?? req.headers.host;
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" (a sandboxed or privacy-sensitive context) and garbage are not our origin.
  }
  if (originHost && originHost === host) return next();
  res.status(403).type("text/plain").send("Forbidden: this form was sent from another site.");
};

/**
 * The last word on any error Express meets outside the app (an undecodable path such as "/%", a body parser's
 * refusal): its status and name only, never a stack trace; a 5xx is logged (without the request's data).
 */
function finalErrorHandler(logger: Logger): express.ErrorRequestHandler {
  return (error: { status?: unknown; statusCode?: unknown; message?: unknown }, req, res, next) => {
    if (res.headersSent) return next(error);
    const given = Number(error?.status ?? error?.statusCode);
    // The database out of reach before a route ran (the public forms' limiter counts in it): a passing 503.
    const outage = isDatabaseUnavailable(error);
    if (outage) res.setHeader("Retry-After", DATABASE_RETRY_AFTER_S);
    const status = outage ? 503 : Number.isInteger(given) && given >= 400 && given < 600 ? given : 500;
    if (status >= 500)
      logger.error(
        // The error's class and code only (server/logger.ts): its message may quote the request's data.
        { method: req.method, url: loggableUrl(req.originalUrl), status, err: error },
        "request failed",
      );
    res
      .status(status)
      .type("text/plain")
      .send(http.STATUS_CODES[status] ?? "Error");
  };
}

function securityHeaders(env: Env): express.RequestHandler[] {
  const nonce: express.RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const withNonce = (_req: unknown, res: unknown) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`;
  const issuerOrigin = new URL(env.issuer).origin;
  // Analytics and the support chat, only when configured (docs/telemetry.md).
  const telemetry = telemetryCsp(env, brand);
  return [
    nonce,
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", withNonce, ...telemetry.scriptSrc],
          // In development Vite and Remix insert <style> elements without a nonce (the CSS of modules, the critical
          // CSS against a flash of unstyled content); a nonce in the list would make browsers ignore 'unsafe-inline'.
          styleSrc: fromSource ? ["'self'", "'unsafe-inline'"] : ["'self'", withNonce],
          // Mantine sets style attributes on elements; attributes cannot carry a nonce.
          styleSrcAttr: ["'unsafe-inline'"],
          // Academy lessons show images by URL; their text is never HTML, so only an author places one.
          imgSrc: ["'self'", "data:", "blob:", ...telemetry.imgSrc, ...(brand.features.academy ? ["https:"] : [])],
          // ws: in development only, for Vite's hot-reload WebSocket.
          connectSrc: ["'self'", ...(fromSource ? ["ws:"] : []), ...telemetry.connectSrc],
          // Academy lessons embed YouTube's privacy-enhanced player and Vimeo's, nothing else (app/academy/markdown.ts).
          frameSrc: [
            "'self'",
            ...telemetry.frameSrc,
            ...(brand.features.academy ? ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] : []),
          ],
          // Sign-in forms redirect to the identity provider, which may live on another origin.
          formAction: ["'self'", issuerOrigin],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: env.secureCookies ? [] : null,
        },
      },
      // Same-origin requests keep their Referer and, above all, their Origin: under "no-referrer" a browser sends
      // `Origin: null` with every form post, and the cross-origin check could not tell ours from a forgery. Other
      // sites still get no Referer (links may carry tokens).
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: env.secureCookies,
      crossOriginEmbedderPolicy: false,
    }),
  ];
}

/**
 * Closes the servers one after the other (each finishing its requests), then the resources; exits. `beforeClose`
 * runs first (development: Vite, whose open WebSockets would keep the public server from closing).
 */
function handleShutdown(
  servers: Server[],
  logger: Logger,
  timeoutMs: number,
  closeResources: () => Promise<void>,
  beforeClose: () => Promise<void> | undefined,
) {
  let stopping = false;
  // While stopping, every answer ends its connection: a browser's kept-alive connection would otherwise go on
  // carrying requests (a polling page, user events) and keep the server from closing.
  for (const server of servers) {
    server.prependListener("request", (_req, res) => {
      if (stopping) res.setHeader("Connection", "close");
    });
  }
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, timeoutMs);
    force.unref();
    void (async () => {
      await beforeClose()?.catch((err: unknown) => logger.error({ err }, "closing the Vite dev server failed"));
      for (const server of servers) await close(server);
      await closeResources().catch((err) => logger.error({ err }, "closing resources failed"));
      logger.info("stopped");
      process.exit(0);
    })();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref()),
  ]);
}

if (!fromSource && !fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.error(`No Remix build beside ${buildDir}. Run the server from build/<brand>/server.mjs (npm run build).`);
  process.exit(1);
}
main().catch((error) => {
  // Another server holds this brand's PGlite directory: its message names that process (no stack trace).
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
