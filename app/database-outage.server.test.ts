import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ERRORS } from "../domain/errors";
import { answerDatabaseOutages, isOutage } from "./database-outage.server";

/** What node-postgres raises for a database that is not there, wrapped as drizzle wraps it. */
const refused = () => Object.assign(new Error("Failed query: select 1"), { cause: { code: "ECONNREFUSED" } });
const apiOutage = () =>
  Object.assign(new Error(ERRORS.DATABASE_UNAVAILABLE.message), { name: "ApiRequestError", status: 503 });

function routeOf(module: Record<string, unknown>) {
  const build = { routes: { r: { id: "r", path: "r", module } } } as unknown as ServerBuild;
  const wrapped = answerDatabaseOutages(build).routes.r.module as unknown as Record<
    string,
    (args: { request: Request }) => Promise<unknown>
  >;
  return wrapped;
}

/** The status and body of a `data()` value. */
const parts = (value: unknown) => {
  const v = value as { init?: { status?: number }; data: unknown };
  return { status: v.init?.status, data: v.data };
};

describe("pages during a database outage", () => {
  it("tells the outage from other failures", () => {
    expect(isOutage(refused())).toBe(true);
    expect(isOutage(apiOutage())).toBe(true);
    expect(isOutage(Object.assign(new Error("x"), { name: "ApiRequestError", status: 503 }))).toBe(false);
    expect(isOutage(Object.assign(new Error("dup"), { cause: { code: "23505" } }))).toBe(false);
  });

  it("a loader's outage is the page's 503 with the catalogue's words", async () => {
    const route = routeOf({ loader: async () => Promise.reject(refused()) });
    const thrown = await route.loader({ request: new Request("http://x/r") }).catch((e: unknown) => e);
    expect(parts(thrown)).toEqual({ status: 503, data: ERRORS.DATABASE_UNAVAILABLE.message });
  });

  it("an action's outage answers 503 with what was typed, passwords left out, so the form keeps it", async () => {
    const route = routeOf({
      action: async ({ request }: { request: Request }) => {
        await request.formData();
        throw apiOutage();
      },
    });
    const request = new Request("http://x/r", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=save&name=Ada+Lovelace&password=hunter2&tag=a&tag=b",
    });
    const { status, data } = parts(await route.action({ request }));
    expect(status).toBe(503);
    expect(data).toMatchObject({
      ok: false,
      intent: "save",
      formErrors: [ERRORS.DATABASE_UNAVAILABLE.message],
      fieldErrors: {},
      values: { intent: "save", name: "Ada Lovelace", tag: ["a", "b"] },
    });
  });

  it("passes other errors and answers through untouched", async () => {
    const boom = new Error("boom");
    const route = routeOf({ loader: async () => Promise.reject(boom), action: async () => "fine" });
    await expect(route.loader({ request: new Request("http://x/r") })).rejects.toBe(boom);
    expect(await route.action({ request: new Request("http://x/r", { method: "POST" }) })).toBe("fine");
  });
});
