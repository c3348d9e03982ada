import { describe, expect, test } from "vitest";
import { ReferenceCache } from "./cache.server";

const owner = { userId: 1, proxyUserId: null } as never;
const other = { userId: 2, proxyUserId: null } as never;

/** A cache and a loader that counts its calls, answering with the call's number. */
function setup() {
  const cache = new ReferenceCache();
  let calls = 0;
  const get = (identity: never, key: string) => cache.get(identity, key, async () => ++calls);
  return { cache, get, calls: () => calls };
}

describe("the reference cache", () => {
  test("answers a second read from the cache, per user", async () => {
    const { get, calls } = setup();
    expect(await get(owner, "/survey-results/statuses?")).toBe(1);
    expect(await get(owner, "/survey-results/statuses?")).toBe(1);
    expect(await get(other, "/survey-results/statuses?")).toBe(2);
    expect(calls()).toBe(2);
  });

  test("a pipeline's status edit drops the status choices and the pipelines for everyone, not the companies", async () => {
    const { cache, get } = setup();
    await get(owner, "/survey-results/statuses?");
    await get(other, "/survey-results/statuses?");
    await get(owner, "/pipelines?");
    await get(owner, "/companies?");
    cache.invalidateFor("/pipelines/7/statuses/3");
    expect(await get(owner, "/survey-results/statuses?")).toBe(5);
    expect(await get(other, "/survey-results/statuses?")).toBe(6);
    expect(await get(owner, "/pipelines?")).toBe(7);
    expect(await get(owner, "/companies?")).toBe(4);
  });

  test("a new company drops the companies and the status choices; a result's status change drops nothing", async () => {
    const { cache, get } = setup();
    await get(owner, "/survey-results/statuses?");
    await get(owner, "/companies?");
    cache.invalidateFor("/survey-results/update-status");
    expect(await get(owner, "/survey-results/statuses?")).toBe(1);
    cache.invalidateFor("/companies");
    expect(await get(owner, "/survey-results/statuses?")).toBe(3);
    expect(await get(owner, "/companies?")).toBe(4);
  });
});
