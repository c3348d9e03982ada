// A page's loaders run in parallel and each calls requireUser: they share one read of the session row,
// while an action's request and every other request read it afresh.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, test, vi } from "vitest";

/** What the profile call answers: `active` is changed by the deactivation tests. */
const profile = { id: 7, active: 1, email: "owner@example.test" };
vi.mock("~/api/client.server", async (original) => ({
  ...(await original<typeof import("~/api/client.server")>()),
  // Acting as someone (impersonation), the profile is theirs.
  apiClient: (_context: unknown, identity: { proxyUserId?: number } | null) => ({
    call: async () => ({ data: [identity?.proxyUserId ? { ...profile, id: identity.proxyUserId } : { ...profile }] }),
  }),
}));

// The unit tier shares one module registry between its files (vitest.config.ts): another file may have loaded
// user.server with the real client already, so this file loads its own copy, which sees the mock.
vi.resetModules();
const { optionalUser, requireUser } = await import("./user.server");
const { SESSION_ENDED_BY_DEACTIVATION } = await import("../../server/session-store");

/** A request's load context whose session store counts its reads (and its removals). */
function contextCountingReads(data: Record<string, unknown> = liveSession()) {
  const reads = { n: 0 };
  const removed: string[] = [];
  const stored: Record<string, unknown>[] = [];
  const row = {
    userId: 7,
    data,
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
          return removed.length ? null : row;
        },
        remove: async (key: string) => void removed.push(key),
        setData: async (_key: string, data: Record<string, unknown>) => void stored.push(data),
      },
    },
  } as unknown as AppLoadContext;
  return { context, reads, removed, stored };
}

function liveSession() {
  return { idToken: "token", refreshToken: null, idTokenExpiresAt: Date.now() + 3_600_000 };
}

const request = (method = "GET", { marker = false, path = "/candidates" } = {}) =>
  new Request(`http://app.test${path}`, {
    method,
    headers: { Cookie: marker ? "sid=abc; previous-signed-in=1" : "sid=abc" },
  });

/** The redirect (a thrown Response) a call ended with. */
async function redirectOf(call: Promise<unknown>) {
  const thrown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return {
    status: response.status,
    location: response.headers.get("Location"),
    cookies: response.headers.getSetCookie(),
  };
}

describe("requireUser", () => {
  test("the loaders of one page request share one session read", async () => {
    const { context, reads } = contextCountingReads();
    const [layout, page] = await Promise.all([requireUser(request(), context), requireUser(request(), context)]);
    expect(reads.n).toBe(1);
    expect(layout.session).toBe(page.session);
    expect(page.profile.id).toBe(7);
  });

  test("a profile read for one identity never serves the session once it acts as another", async () => {
    // Within the profile's 5 s of reuse: a read that finished after an impersonation cleared the cache (a request
    // sent just before it) must not show the super admin's profile under the impersonated user's banner.
    const before = await requireUser(request(), contextCountingReads().context);
    expect([before.profile.id, before.proxy]).toEqual([7, false]);
    const acting = await requireUser(request(), contextCountingReads({ ...liveSession(), proxyUserId: 12 }).context);
    expect([acting.profile.id, acting.proxy]).toEqual([12, true]);
    const after = await requireUser(request(), contextCountingReads().context);
    expect([after.profile.id, after.proxy]).toEqual([7, false]);
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

// Spec §4: a user with active 0 who had previously signed in is logged out, markers cleared, and sent to
// /account-access-expired — on their next request, whichever it is.
describe("a deactivated user", () => {
  test.each([
    ["a page's loader", "GET", "/candidates"],
    ["a data request", "GET", "/hiring-pipeline?_data=routes%2F_app.hiring-pipeline"],
    ["an action", "POST", "/profile"],
  ])(
    "whose session deactivation ended: %s signs them out and sends them to /account-access-expired",
    async (_, method, path) => {
      const { context, removed } = contextCountingReads({ ...SESSION_ENDED_BY_DEACTIVATION });
      const answer = await redirectOf(requireUser(request(method, { marker: true, path }), context));
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/account-access-expired");
      // The browser's session cookie and previous-signed-in marker are cleared; the ended row (no tokens) is left to
      // expire, so the page's other requests sent with the same cookie land on the same page.
      expect(removed).toEqual([]);
      expect(answer.cookies).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^sid=;.*Max-Age=0/),
          expect.stringMatching(/^previous-signed-in=;.*Max-Age=0/),
        ]),
      );
    },
  );

  test("a page that works signed out too (/login) sends them there as well", async () => {
    const { context } = contextCountingReads({ ...SESSION_ENDED_BY_DEACTIVATION });
    const answer = await redirectOf(optionalUser(request("GET", { marker: true, path: "/login" }), context));
    expect(answer.location).toBe("/account-access-expired");
  });

  test("whose profile says active 0 (deactivated just now) is sent there too, and the session loses its tokens", async () => {
    profile.active = 0;
    try {
      const { context, stored } = contextCountingReads();
      const answer = await redirectOf(requireUser(request("GET", { marker: true }), context));
      expect(answer.location).toBe("/account-access-expired");
      expect(stored).toEqual([SESSION_ENDED_BY_DEACTIVATION]);
    } finally {
      profile.active = 1;
    }
  });

  test("without the previous-signed-in marker, is asked to sign in (which ends on the same page)", async () => {
    const { context } = contextCountingReads({ ...SESSION_ENDED_BY_DEACTIVATION });
    const answer = await redirectOf(requireUser(request("GET"), context));
    expect(answer.location).toBe("/login?redirect_to=%2Fcandidates");
    expect(answer.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^sid=;.*Max-Age=0/)]));
  });
});
