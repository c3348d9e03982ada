// A page's loaders run in parallel and each calls requireUser: they share one read of the session row,
// while an action's request and every other request read it afresh.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, test, vi } from "vitest";

vi.mock("~/api/client.server", async (original) => ({
  ...(await original<typeof import("~/api/client.server")>()),
  apiClient: () => ({ call: async () => ({ data: [{ id: 7, active: 1, email: "owner@example.test" }] }) }),
}));

const { requireUser } = await import("./user.server");

/** A request's load context whose session store counts its reads. */
function contextCountingReads() {
  const reads = { n: 0 };
  const row = {
    userId: 7,
    data: { idToken: "token", refreshToken: null, idTokenExpiresAt: Date.now() + 3_600_000 },
    createdAt: new Date(),
    lastActiveAt: new Date(),
    absoluteExpiresAt: new Date(Date.now() + 3_600_000),
  };
  const context = {
    services: {
      env: { secureCookies: false, SESSION_IDLE_MINUTES: 60 },
      sessions: {
        find: async () => {
          reads.n++;
          return row;
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, reads };
}

const request = (method = "GET") =>
  new Request("http://app.test/candidates", { method, headers: { Cookie: "sid=abc" } });

describe("requireUser", () => {
  test("the loaders of one page request share one session read", async () => {
    const { context, reads } = contextCountingReads();
    const [layout, page] = await Promise.all([requireUser(request(), context), requireUser(request(), context)]);
    expect(reads.n).toBe(1);
    expect(layout.session).toBe(page.session);
    expect(page.profile.id).toBe(7);
  });

  test("another request, and an action's request, read the session afresh", async () => {
    const first = contextCountingReads();
    const second = { ...first, context: { services: first.context.services } as AppLoadContext };
    await requireUser(request(), first.context);
    await requireUser(request(), second.context);
    expect(first.reads.n).toBe(2);
    const action = contextCountingReads();
    await requireUser(request("POST"), action.context);
    await requireUser(request("POST"), action.context);
    expect(action.reads.n).toBe(2);
  });
});
