// Spec §8: "Queries retry up to 3 times except on 401 and 404" — read as written: every other failed answer of a
// query (a GET) is asked again, 400, 403, 409 and 422 included; a write is not retried on a refusal.
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { companiesContract } from "../../api/companies/contract";
import type { InProcessAnswer, InProcessInput, OperationSpec } from "../../api/http/contract";
import { surveyResultsContract } from "../../api/survey-results/contract";
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

describe("in-process calls (the embedded API, ADR 070)", () => {
  const locations = companiesContract.listLocations;
  const createLocation = companiesContract.createLocation;

  /** A client whose context carries an in-process API answering `answer`, with the calls it got. */
  function inProcess(answer: (op: OperationSpec) => InProcessAnswer) {
    const invoke = vi.fn(async (op: OperationSpec, _input: InProcessInput, _identity: unknown) => answer(op));
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const ctx = { services: { ...context.services, api: invoke } } as unknown as AppLoadContext;
    return { invoke, fetch, client: apiClient(ctx, { idToken: "token", proxyUserId: 7, userId: 1 }) };
  }

  it("runs the operation with the identity and the input as a request would deliver it, without fetch", async () => {
    const { invoke, fetch, client } = inProcess(() => ({ status: 200, headers: {}, json: { data: [] } }));
    await client.call(usersContract.profile, {
      query: { page: 2, roles: ["COMPANY_USER"], search: "", is_active: true },
    } as never);
    expect(fetch).not.toHaveBeenCalled();
    expect(invoke).toHaveBeenCalledWith(
      usersContract.profile,
      { params: {}, query: { page: "2", roles: "COMPANY_USER", is_active: "true" }, body: undefined },
      { idToken: "token", proxyUserId: 7 },
    );
    await client.call(surveyResultsContract.get, { params: { id: 5 } });
    expect(invoke.mock.calls[1][1].params).toEqual({ id: "5" });
  });

  it("a refusal is the same ApiRequestError, never retried", async () => {
    const { invoke, client } = inProcess(() => ({
      status: 503,
      headers: {},
      refusal: { message: "down", errors: [{ path: "x", message: "y" }] },
    }));
    const error = await settle(client.call(usersContract.profile));
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 503, message: "down", errors: [{ path: "x", message: "y" }] });
  });

  it("a write drops the reference data it touches", async () => {
    const { invoke, client } = inProcess((op) =>
      op === createLocation
        ? { status: 201, headers: {}, json: { data: {} } }
        : { status: 200, headers: {}, json: { data: [] } },
    );
    await client.reference(locations, { query: { company_id: 3 } } as never);
    await client.reference(locations, { query: { company_id: 3 } } as never);
    expect(invoke).toHaveBeenCalledTimes(1);
    await client.call(createLocation, { body: { company_id: 3, name: "Dock" } } as never);
    await client.reference(locations, { query: { company_id: 3 } } as never);
    expect(invoke).toHaveBeenCalledTimes(3);
  });

  it("a stream hands on the download, and a refusal as the response a fetch would give", async () => {
    const file = new Response("a,b\r\n", { headers: { "Content-Disposition": 'attachment; filename="x.csv"' } });
    const download = inProcess(() => ({ status: 200, headers: {}, download: file }));
    expect(await download.client.stream(usersContract.profile, {}, { accept: "text/csv" })).toBe(file);

    const refused = inProcess(() => ({ status: 409, headers: {}, refusal: { message: "Not yet", errors: [] } }));
    const res = await refused.client.stream(usersContract.profile, {}, { accept: "text/csv" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Not yet", errors: [] });
  });
});
