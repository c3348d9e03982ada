// Error log lines used to carry candidates' names and e-mails (a failed query's text and parameters, the
// database's detail, the request's path and query). An unexpected error is logged as its class, code and a masked
// path: the log output is captured here and searched for the person's data.
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { errorHandler } from "../../../api/http/errors";
import { createLogger } from "../../../server/logger";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const PERSON = { first: "Jolene", last: "Quarrington", email: "jolene.quarrington@example.test" };

let database: TestDatabase;
let server: import("node:http").Server;
let baseUrl: string;
let output = "";

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    }),
  );
  const app = express();
  app.use(express.json());
  // A handler whose query fails on the person's data: the database quotes the value, the driver the parameters.
  app.post("/people/:email", async (req, _res, next) => {
    try {
      await database.db.execute(sql`select ${req.body.first}::int, ${req.params.email}::int`);
    } catch (error) {
      next(error);
    }
  });
  app.use(errorHandler(logger));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

test("an unexpected error is logged by class, code and masked path, without the person's data", async () => {
  const res = await fetch(`${baseUrl}/people/${PERSON.email}?search=${PERSON.last}&page=2`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(PERSON),
  });
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ message: "Internal Server Error", errors: [] });

  const lines = output
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(lines).toHaveLength(1);
  const [line] = lines;
  expect(line).toMatchObject({ level: 50, msg: "unhandled API error", method: "POST" });
  expect(line.url).toBe("/people/[masked]?search=%5Bmasked%5D&page=2");
  // Which error, from where: the driver's class and PostgreSQL's SQLSTATE of its cause, and the stack's frames.
  expect(line.err.type).toMatch(/Error$/);
  expect(JSON.stringify(line.err)).toContain('"code":"22P02"');
  expect(line.err.stack.length).toBeGreaterThan(0);
  for (const value of Object.values(PERSON)) expect(output).not.toContain(value);
  expect(output).not.toMatch(/jolene|quarrington/i);
});
