// Mounting orders operations by path specificity, so a literal path is never shadowed by a parameter one mounted
// before it, whatever order the features were listed in.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createLogger } from "../../server/logger";
import { operation } from "./contract";
import type { ApiDeps } from "./deps";
import { comparePaths, implement, mountFeatures, type Feature } from "./implement";

const answer = z.object({ handledBy: z.string() });
const get = (path: string) =>
  operation({ method: "GET", path, summary: path, description: path, access: "public", response: answer, errors: [] });

const exportsContract = { exportAll: get("/x/export"), exportOne: get("/x/export/:format") };
const itemsContract = { read: get("/x/:id"), readPart: get("/x/:id/:part"), file: get("/x/files/:key(*)") };
const features: Record<string, Feature> = {
  exports: implement(exportsContract, {
    exportAll: () => ({ handledBy: "exports.exportAll" }),
    exportOne: () => ({ handledBy: "exports.exportOne" }),
  }),
  items: implement(itemsContract, {
    read: () => ({ handledBy: "items.read" }),
    readPart: () => ({ handledBy: "items.readPart" }),
    file: () => ({ handledBy: "items.file" }),
  }),
};
const deps = { logger: createLogger("silent") } as unknown as ApiDeps;

const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** Who answers each path when the features are mounted in `order`. */
async function routing(order: string[]): Promise<Record<string, string>> {
  const router = express.Router();
  mountFeatures(
    router,
    deps,
    (_req, _res, next) => next(),
    Object.fromEntries(order.map((name) => [name, features[name]])),
  );
  const server = express().use(router).listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const paths = ["/x/export", "/x/42", "/x/export/csv", "/x/42/notes", "/x/files/a/b.pdf"];
  const answers: Record<string, string> = {};
  for (const path of paths)
    answers[path] = ((await (await fetch(base + path)).json()) as { handledBy: string }).handledBy;
  return answers;
}

describe("mounting", () => {
  test("routes a literal path to its own operation whichever feature is listed first", async () => {
    const expected = {
      "/x/export": "exports.exportAll",
      "/x/42": "items.read",
      "/x/export/csv": "exports.exportOne",
      "/x/42/notes": "items.readPart",
      "/x/files/a/b.pdf": "items.file",
    };
    expect(await routing(["items", "exports"])).toEqual(expected);
    expect(await routing(["exports", "items"])).toEqual(expected);
  });
});

describe("comparePaths", () => {
  const shuffled = ["/x/:id", "/x/files/:key(*)", "/x", "/x/export", "/x/:id/:part", "/x/export/:format", "/y"];

  test("puts literals before parameters, a rest parameter last, and longer paths first", () => {
    expect([...shuffled].sort(comparePaths)).toEqual([
      "/x/export/:format",
      "/x/files/:key(*)",
      "/x/export",
      "/x/:id/:part",
      "/x/:id",
      "/x",
      "/y",
    ]);
  });

  test("gives one order whatever order the paths come in", () => {
    const reversed = [...shuffled].reverse();
    expect([...reversed].sort(comparePaths)).toEqual([...shuffled].sort(comparePaths));
  });
});
