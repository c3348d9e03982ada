// The app's /user-events route (what the browser queue posts to): forwards the acting user's events with the
// session's token, answers 200 with what happened so the browser knows whether to keep them, refuses other sites.
import type { AppLoadContext } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../app/api/client.server";
import type { UserEvent } from "../../../app/user-events/user-events";
import { userEventsContract } from "../../../api/user-events/contract";

const signedIn = vi.hoisted(() => ({
  current: null as null | { profile: { id: number }; api: { call: ReturnType<typeof vi.fn> } },
}));
vi.mock("~/auth/user.server", () => ({
  optionalUser: async () => signedIn.current,
  requireUser: async () => signedIn.current,
}));
const { action } = await import("../../../app/routes/user-events");

const warn = vi.fn();
const context = {
  services: { env: { PUBLIC_URL: "https://app.example" }, logger: { warn } },
} as unknown as AppLoadContext;

const event = (userId: number, description = "Viewed Home"): UserEvent => ({
  user_id: userId,
  description,
  timestamp: "2026-03-01T10:00:00.000Z",
  is_mobile: false,
  screen_width: 1280,
  screen_height: 800,
  browser: "Chrome",
  os: "Linux",
  user_agent: "Mozilla/5.0",
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("https://app.example/user-events", {
    method: "POST",
    // What sendBeacon sends: a string body, text/plain.
    headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function run(request: Request) {
  try {
    const response = (await action({ request, context, params: {} })) as Response;
    return { status: response.status, body: await response.json() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null };
    throw thrown;
  }
}

beforeEach(() => {
  signedIn.current = { profile: { id: 7 }, api: { call: vi.fn(async () => ({ stored: 1 })) } };
  warn.mockReset();
});

describe("POST /user-events (app)", () => {
  it("forwards the acting user's events to the Main API and answers how many were stored", async () => {
    const res = await run(
      post({ user_events: [event(7), event(7, "Viewed Profile")] }, { Origin: "https://app.example" }),
    );
    expect(res).toEqual({ status: 200, body: { stored: 2, dropped: 0, retry: false } });
    expect(signedIn.current!.api.call).toHaveBeenCalledWith(userEventsContract.store, {
      body: { user_events: [event(7), event(7, "Viewed Profile")] },
    });
  });

  it("drops another user's events left in the browser", async () => {
    const res = await run(post({ user_events: [event(7), event(8)] }));
    expect(res.body).toEqual({ stored: 1, dropped: 1, retry: false });
    expect(signedIn.current!.api.call).toHaveBeenCalledWith(userEventsContract.store, {
      body: { user_events: [event(7)] },
    });
  });

  it("asks the browser to keep the events when no one is signed in", async () => {
    signedIn.current = null;
    expect(await run(post({ user_events: [event(7)] }))).toEqual({
      status: 200,
      body: { stored: 0, dropped: 0, retry: true },
    });
  });

  it("asks the browser to keep them when the API fails, and to drop them when the API refuses them as invalid", async () => {
    signedIn.current!.api.call.mockRejectedValueOnce(new ApiRequestError(500, "Something went wrong"));
    expect((await run(post({ user_events: [event(7)] }))).body).toEqual({ stored: 0, dropped: 0, retry: true });
    expect(warn).toHaveBeenCalledTimes(1);
    signedIn.current!.api.call.mockRejectedValueOnce(new ApiRequestError(400, "Bad Request"));
    expect((await run(post({ user_events: [event(7)] }))).body).toEqual({ stored: 0, dropped: 1, retry: false });
  });

  it("refuses a post from another site, and a body that is not a batch", async () => {
    expect((await run(post({ user_events: [event(7)] }, { Origin: "https://evil.example" }))).status).toBe(403);
    expect((await run(post("not json"))).status).toBe(400);
    expect((await run(post({ events: [] }))).status).toBe(400);
    expect(signedIn.current!.api.call).not.toHaveBeenCalled();
  });
});
