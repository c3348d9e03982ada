// The app's one client of the Main API in both of its modes (ADR 070): in-process through the embedded API's
// `invoke` (no MAIN_API_URL) and over HTTP (MAIN_API_URL), against the same API instance and database. The same
// operations must give the same answer, and the same refusal — 400 with field paths for bad input, 403 for a
// missing capability, 404 for a foreign id, 401 for a bad token — and the same file for a download. Runs on PGlite,
// and on PostgreSQL with TEST_DATABASE_URL.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyResultsContract as results } from "../../../api/survey-results/contract";
import { usersContract } from "../../../api/users/contract";
import { users } from "../../../server/db/schema/index";
import { apiClient, ApiRequestError, type ApiIdentity } from "../../../app/api/client.server";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;
let harborIds: number[];
let summitIds: number[];

beforeAll(async () => {
  s = await startStaffApi();
  harborIds = await s.resultIds("harbor-dental");
  summitIds = await s.resultIds("summit-fitness");
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const contextOf = (inProcess: boolean) =>
  ({
    services: {
      env: { apiBaseUrl: s.api.url },
      api: inProcess ? s.api.invoke : null,
      logger: { warn: () => undefined, error: () => undefined },
    },
  }) as unknown as AppLoadContext;

const identityOf = async (email: string, proxyUserId?: number): Promise<ApiIdentity> => ({
  idToken: await s.api.token(email),
  proxyUserId,
  userId: 1,
});

type Client = ReturnType<typeof apiClient>;

/** What a call came to: its answer, or its refusal as the app sees it. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { answer: await run() };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { refused: { status: error.status, message: error.message, errors: error.errors } };
  }
}

/** The same call in both modes: what each came to. */
async function both(as: ApiIdentity | null, run: (api: Client) => Promise<unknown>) {
  const inProcess = await outcome(() => run(apiClient(contextOf(true), as)));
  const overHttp = await outcome(() => run(apiClient(contextOf(false), as)));
  return { inProcess, overHttp };
}

/** Timestamps a write sets anew each time it runs. */
const withoutTimes = (value: unknown) => JSON.parse(JSON.stringify(value, (k, v) => (k === "updated_at" ? "…" : v)));

describe("the same answers in-process and over HTTP", () => {
  it("a GET list (with its query as an address carries it)", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const query = { page: 1, limit: 5, sort_by: "name", order_by: "desc", include_tests: false, search: "" } as const;
    const { inProcess, overHttp } = await both(owner, (api) => api.call(results.list, { query } as never));
    expect(inProcess).toEqual(overHttp);
    expect((inProcess.answer as { data: unknown[] }).data).toHaveLength(5);
  });

  it("a GET by id, and the same list through a proxy session", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const byId = await both(owner, (api) => api.call(results.get, { params: { id: harborIds[0] } }));
    expect(byId.inProcess).toEqual(byId.overHttp);
    expect(byId.inProcess.answer).toMatchObject({ data: { id: harborIds[0] } });

    const ownerId = (await both(owner, (api) => api.call(usersContract.profile))).inProcess.answer as {
      data: { id: number };
    };
    const proxy = await identityOf(SUPER_ADMIN, ownerId.data.id);
    const viaProxy = await both(proxy, (api) => api.call(results.get, { params: { id: harborIds[0] } }));
    expect(viaProxy.inProcess).toEqual(viaProxy.overHttp);
    expect(viaProxy.inProcess).toEqual(byId.inProcess);
  });

  it("an operation object copied into another bundle (the app's server build) finds the same operation", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const copy = { ...results.get };
    const { inProcess, overHttp } = await both(owner, (api) => api.call(copy, { params: { id: harborIds[0] } }));
    expect(inProcess).toEqual(overHttp);
    expect(inProcess.answer).toMatchObject({ data: { id: harborIds[0] } });
  });

  it("a write", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const body = { id: harborIds[1], first: "Marisol" };
    const { inProcess, overHttp } = await both(owner, (api) => api.call(results.update, { body } as never));
    expect(withoutTimes(inProcess)).toEqual(withoutTimes(overHttp));
    expect(inProcess.answer).toMatchObject({ data: { id: harborIds[1], first: "Marisol" } });
  });

  it("a file (the CSV export), byte for byte", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const download = async (api: Client) => {
      const res = await api.stream(results.export, { query: { include_tests: false } } as never, {
        accept: "text/csv",
      });
      return {
        status: res.status,
        type: res.headers.get("content-type"),
        disposition: res.headers.get("content-disposition"),
        body: await res.text(),
      };
    };
    const { inProcess, overHttp } = await both(owner, download);
    expect(inProcess).toEqual(overHttp);
    expect((inProcess.answer as { body: string }).body.split("\n").length).toBeGreaterThan(2);
  });
});

describe("the same refusals in-process and over HTTP", () => {
  it("400 with field paths for bad input (query and body)", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const query = await both(owner, (api) => api.call(results.list, { query: { limit: 0, sort_by: "shoe" } } as never));
    expect(query.inProcess).toEqual(query.overHttp);
    expect(query.inProcess.refused?.status).toBe(400);
    expect(query.inProcess.refused?.errors.map((e) => e.path).sort()).toEqual(["limit", "sort_by"]);

    const body = await both(owner, (api) =>
      api.call(results.update, { body: { id: harborIds[1], email: "not an e-mail\u0000" } } as never),
    );
    expect(body.inProcess).toEqual(body.overHttp);
    expect(body.inProcess.refused).toMatchObject({ status: 400, errors: [{ path: "email" }] });
  });

  it("404 for a foreign id, read or written", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const read = await both(owner, (api) => api.call(results.get, { params: { id: summitIds[0] } }));
    expect(read.inProcess).toEqual(read.overHttp);
    expect(read.inProcess.refused).toEqual({ status: 404, message: "Survey result not found", errors: [] });

    const write = await both(owner, (api) =>
      api.call(results.update, { body: { id: summitIds[0], first: "Hijacked" } } as never),
    );
    expect(write.inProcess).toEqual(write.overHttp);
    expect(write.inProcess.refused?.status).toBe(404);
  });

  it("403 for a missing capability, with the operation's own words", async () => {
    const user = await identityOf(HARBOR_USER);
    const { inProcess, overHttp } = await both(user, (api) =>
      api.call(results.attachResume, { params: { id: harborIds[0] }, body: { key: "k" } } as never),
    );
    expect(inProcess).toEqual(overHttp);
    expect(inProcess.refused).toEqual({
      status: 403,
      message: "Attaching a resume needs the hiring pipeline permission",
      errors: [],
    });
  });

  it("401 for a token the provider never signed, and without one", async () => {
    const forged = { idToken: await s.api.token(HARBOR_OWNER, { foreignKey: true }), userId: 1 };
    const bad = await both(forged, (api) => api.call(results.get, { params: { id: harborIds[0] } }));
    expect(bad.inProcess).toEqual(bad.overHttp);
    expect(bad.inProcess.refused?.status).toBe(401);

    const none = await both(null, (api) => api.call(results.get, { params: { id: harborIds[0] } }));
    expect(none.inProcess).toEqual(none.overHttp);
    expect(none.inProcess.refused?.status).toBe(401);
  });

  it("a refused download comes as the response a fetch would give", async () => {
    const owner = await identityOf(HARBOR_OWNER);
    const refused = await both(owner, async (api) => {
      const res = await api.stream(results.export, { query: { company_id: 999_999 } } as never, {
        accept: "text/csv",
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused.inProcess).toEqual(refused.overHttp);
    expect((refused.inProcess.answer as { status: number }).status).toBe(404);
  });
});

describe("the calls of one client (one page request)", () => {
  it("are each admitted on their own: a deactivated user reads their profile and is refused the rest; reactivated, the next client is let in", async () => {
    const email = "recruiter@harbor-dental.test";
    const as = await identityOf(email);
    const active = (value: number) => s.database.db.update(users).set({ active: value }).where(eq(users.email, email));
    const query = { page: 1, limit: 5, sort_by: "name", order_by: "desc", include_tests: false, search: "" } as const;
    await active(0);
    try {
      for (const inProcess of [true, false]) {
        const api = apiClient(contextOf(inProcess), as);
        const [profile, list] = await Promise.all([
          outcome(() => api.call(usersContract.profile)),
          outcome(() => api.call(results.list, { query } as never)),
        ]);
        expect(profile.answer).toMatchObject({ data: [{ email, active: 0 }] });
        expect(list.refused).toEqual({ status: 403, message: "This account is deactivated", errors: [] });
      }
    } finally {
      await active(1);
    }
    const again = await outcome(() => apiClient(contextOf(true), as).call(results.list, { query } as never));
    expect((again.answer as { data: unknown[] }).data).toHaveLength(5);
  });
});
