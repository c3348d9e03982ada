// The public survey API on a real HTTP server (ephemeral port) over a test database, called with fetch the way
// the Remix app calls it.
import type { AddressInfo } from "node:net";
import express from "express";
import type { Database } from "../../../server/db/client";
import { ApiError, errorHandler, notFoundHandler } from "../../../api/http/errors";
import { mountFeatures } from "../../../api/http/implement";
import type { ApiDeps } from "../../../api/http/deps";
import { surveysFeature } from "../../../api/surveys/routes";

export interface SurveyApi {
  url: string;
  // The answers' shapes are what the tests assert, so they stay loosely typed here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** The app's address the test API puts into e-mailed links. */
export const SURVEY_API_PUBLIC_URL = "https://app.example.test";

export async function startSurveyApi(db: Database): Promise<SurveyApi> {
  const app = express();
  app.use(express.json());
  const logger = { error: (obj: object, msg: string) => console.error(msg, obj) };
  // The survey routes use the database and, for e-mailed links, the public URL (no SMTP: the outbox table).
  const deps = { db, env: { PUBLIC_URL: SURVEY_API_PUBLIC_URL }, logger } as unknown as ApiDeps;
  const router = express.Router();
  // Every survey operation is public: nothing here authenticates.
  mountFeatures(router, deps, (_req, _res, next) => next(ApiError.unauthorized()), { surveys: surveysFeature(deps) });
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async request(method, path, body) {
      const res = await fetch(url + path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
