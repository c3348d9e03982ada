// The public survey API on a real HTTP server (ephemeral port) over a test database, called with fetch the way
// the Remix app calls it.
import type { AddressInfo } from "node:net";
import express from "express";
import type { Database } from "../../../api/db/client";
import { errorHandler, notFoundHandler } from "../../../api/http/errors";
import type { ApiDeps } from "../../../api/index";
import { surveysRoutes } from "../../../api/routes/surveys";

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
  // The survey routes use the database and, for e-mailed links, the public URL (no SMTP: the outbox table).
  app.use(surveysRoutes({ db, env: { PUBLIC_URL: SURVEY_API_PUBLIC_URL } } as ApiDeps));
  app.use(notFoundHandler);
  app.use(errorHandler({ error: (obj, msg) => console.error(msg, obj) }));
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
