// Spec §8: "Queries retry up to 3 times except on 401 and 404" — read as written: every other failed answer of a
// query (a GET) is asked again, 400, 403, 409 and 422 included; a write is not retried on a refusal.
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usersContract } from "../../api/users/contract";
import { apiClient, ApiRequestError } from "./client.server";

const context = {
  services: {
    env: { apiBaseUrl: "http://api.test/api/v2" },
    logger: { warn: () => undefined },
  },
} as unknown as AppLoadContext;

/** A fetch that always answers `status`, counting its calls. */
function answering(status: number) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ message: "refused", errors: [{ path: "email", message: "Invalid email" }] }), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Runs a call to its end, moving the fake clock through the backoff between attempts. */
async function settle(promise: Promise<unknown>) {
  const outcome = promise.then(
    () => null,
    (error: unknown) => error,
  );
  await vi.runAllTimersAsync();
  return outcome;
}

const api = () => apiClient(context, { idToken: "token", userId: 1 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("query retries (spec §8)", () => {
  it.each([400, 403, 408, 409, 422, 429, 500, 503])(
    "a query answered %i is asked 3 more times, then fails",
    async (status) => {
      const fetch = answering(status);
      const error = await settle(api().call(usersContract.profile));
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(status);
    },
  );

  it.each([401, 404])("a query answered %i is not retried", async (status) => {
    const fetch = answering(status);
    const error = await settle(api().call(usersContract.profile));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((error as ApiRequestError).status).toBe(status);
  });

  it("keeps the field paths of a refused query's last answer", async () => {
    answering(422);
    const error = (await settle(api().call(usersContract.profile))) as ApiRequestError;
    expect(error.errors).toEqual([{ path: "email", message: "Invalid email" }]);
  });

  it("a write refused with 422 is not sent again (only a lost answer is)", async () => {
    const fetch = answering(422);
    await settle(api().call(usersContract.updateProfile, { body: { first: "Olivia" } } as never));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
