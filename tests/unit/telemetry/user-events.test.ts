import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  beaconTransport,
  createUserEventQueue,
  USER_EVENTS_BATCH,
  USER_EVENTS_FLUSH_MS,
  USER_EVENTS_STORAGE_KEY,
  type FlushMode,
  type SendOutcome,
  type UserEvent,
} from "../../../app/user-events/user-events";

/** localStorage as the browser has it: one string per key, shared by every queue of the "origin". */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    raw: () => items.get(USER_EVENTS_STORAGE_KEY),
  };
}

const event = (description: string, userId = 7): UserEvent => ({
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

function page() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
  return { win, doc };
}

function setup(outcome: () => SendOutcome | Promise<SendOutcome> = () => "done") {
  const storage = memoryStorage();
  const sent: { mode: FlushMode; events: string[] }[] = [];
  const transport = vi.fn(async (events: UserEvent[], mode: FlushMode) => {
    sent.push({ mode, events: events.map((e) => e.description) });
    return outcome();
  });
  const queue = createUserEventQueue({ storage, transport });
  return { storage, sent, transport, queue };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the flush schedule", () => {
  it("flushes every 5000 ms, and not before", async () => {
    const { queue, sent } = setup();
    const { win, doc } = page();
    queue.start({ userId: 7, window: win, document: doc });
    queue.add(event("Viewed Home"));
    await vi.advanceTimersByTimeAsync(USER_EVENTS_FLUSH_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ mode: "interval", events: ["Viewed Home"] }]);

    queue.add(event("Viewed Profile"));
    queue.add(event("Assessment Link Copied"));
    await vi.advanceTimersByTimeAsync(USER_EVENTS_FLUSH_MS);
    expect(sent[1]).toEqual({ mode: "interval", events: ["Viewed Profile", "Assessment Link Copied"] });
    expect(USER_EVENTS_FLUSH_MS).toBe(5000);
  });

  it("sends nothing when nothing waits", async () => {
    const { queue, transport } = setup();
    queue.start({ userId: 7 });
    await vi.advanceTimersByTimeAsync(3 * USER_EVENTS_FLUSH_MS);
    expect(transport).not.toHaveBeenCalled();
  });

  it("flushes at once, as a beacon, when the page is hidden or closed", async () => {
    const { queue, sent } = setup();
    const { win, doc } = page();
    queue.start({ userId: 7, window: win, document: doc });

    queue.add(event("Viewed Home"));
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ mode: "unload", events: ["Viewed Home"] }]);

    queue.add(event("Viewed Profile"));
    win.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[1]).toEqual({ mode: "unload", events: ["Viewed Profile"] });
  });

  it("does not flush when the page becomes visible again", async () => {
    const { queue, transport } = setup();
    const { win, doc } = page();
    queue.start({ userId: 7, window: win, document: doc });
    queue.add(event("Viewed Home"));
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).not.toHaveBeenCalled();
  });

  it("stops its timer and listeners when stopped", async () => {
    const { queue, transport } = setup();
    const { win, doc } = page();
    const stop = queue.start({ userId: 7, window: win, document: doc });
    stop();
    queue.add(event("Viewed Home"));
    win.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(3 * USER_EVENTS_FLUSH_MS);
    expect(transport).not.toHaveBeenCalled();
  });
});

describe("nothing is lost", () => {
  it("keeps every added event in storage at once, so a new page (after a navigation or a closed tab) sends it", async () => {
    const first = setup();
    first.queue.add(event("Viewed Home"));
    expect(JSON.parse(first.storage.raw()!)).toHaveLength(1);

    // The next page load: a new queue over the same storage.
    const transport = vi.fn(async (): Promise<SendOutcome> => "done");
    const next = createUserEventQueue({ storage: first.storage, transport });
    next.start({ userId: 7 });
    await next.flush();
    expect(transport).toHaveBeenCalledWith([expect.objectContaining({ description: "Viewed Home" })], "interval");
    expect(JSON.parse(first.storage.raw()!)).toEqual([]);
  });

  it("a failed flush keeps its events, in order, for the next one", async () => {
    let outcome: SendOutcome | "throw" = "keep";
    const { queue, sent, storage } = setup(() => {
      if (outcome === "throw") throw new TypeError("Failed to fetch");
      return outcome;
    });
    queue.start({ userId: 7 });
    queue.add(event("one"));
    queue.add(event("two"));
    await vi.advanceTimersByTimeAsync(USER_EVENTS_FLUSH_MS);
    expect(JSON.parse(storage.raw()!).map((e: UserEvent) => e.description)).toEqual(["one", "two"]);

    outcome = "throw";
    queue.add(event("three"));
    await vi.advanceTimersByTimeAsync(USER_EVENTS_FLUSH_MS);
    expect(JSON.parse(storage.raw()!).map((e: UserEvent) => e.description)).toEqual(["one", "two", "three"]);

    outcome = "done";
    await vi.advanceTimersByTimeAsync(USER_EVENTS_FLUSH_MS);
    expect(sent.at(-1)?.events).toEqual(["one", "two", "three"]);
    expect(JSON.parse(storage.raw()!)).toEqual([]);
  });

  it("sends large queues in batches small enough for a beacon", async () => {
    const { queue, sent } = setup();
    queue.start({ userId: 7 });
    for (let i = 0; i < USER_EVENTS_BATCH * 2 + 1; i++) queue.add(event(`e${i}`));
    await queue.flush();
    expect(sent.map((s) => s.events.length)).toEqual([USER_EVENTS_BATCH, USER_EVENTS_BATCH, 1]);
  });

  it("sends only the signed-in user's events and keeps another user's for when they are back", async () => {
    const { queue, sent, storage } = setup();
    queue.add(event("mine", 7));
    queue.add(event("theirs", 8));
    queue.start({ userId: 7 });
    await queue.flush();
    expect(sent).toEqual([{ mode: "interval", events: ["mine"] }]);
    expect(JSON.parse(storage.raw()!).map((e: UserEvent) => e.description)).toEqual(["theirs"]);
  });

  it("works without storage (private mode), from memory", async () => {
    const transport = vi.fn(async (): Promise<SendOutcome> => "done");
    const queue = createUserEventQueue({ storage: null, transport });
    queue.start({ userId: 7 });
    queue.add(event("Viewed Home"));
    await vi.advanceTimersByTimeAsync(USER_EVENTS_FLUSH_MS);
    expect(transport).toHaveBeenCalledTimes(1);
  });
});

describe("sign-out (spec §2: logout clears cached data)", () => {
  it("sends the user's waiting events as the page goes, and leaves no queue in the browser, not even another user's", async () => {
    const { queue, sent, storage } = setup();
    queue.add(event("theirs", 8));
    queue.start({ userId: 7 });
    for (let i = 0; i < USER_EVENTS_BATCH + 1; i++) queue.add(event(`e${i}`));
    queue.sendAndForget();
    expect(storage.raw()).toBeUndefined();
    expect(queue.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => [s.mode, s.events.length])).toEqual([
      ["unload", USER_EVENTS_BATCH],
      ["unload", 1],
    ]);
  });

  it("does not put back what a failed last send held", async () => {
    const storage = memoryStorage();
    const queue = createUserEventQueue({ storage, transport: async () => "keep" as const });
    queue.start({ userId: 7 });
    queue.add(event("Signed Out"));
    queue.sendAndForget();
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.raw()).toBeUndefined();
  });
});

describe("beaconTransport", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses sendBeacon when the page is going", async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal("navigator", { sendBeacon });
    vi.stubGlobal("fetch", fetch);
    expect(await beaconTransport("/user-events")([event("x")], "unload")).toBe("done");
    expect(sendBeacon).toHaveBeenCalledWith("/user-events", JSON.stringify({ user_events: [event("x")] }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to fetch with keepalive when the beacon is refused, and on the timer", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ stored: 1, dropped: 0, retry: false })));
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    vi.stubGlobal("fetch", fetch);
    expect(await beaconTransport("/user-events")([event("x")], "unload")).toBe("done");
    expect(await beaconTransport("/user-events")([event("x")], "interval")).toBe("done");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]).toEqual([
      "/user-events",
      expect.objectContaining({ method: "POST", keepalive: true, credentials: "same-origin" }),
    ]);
  });

  it("keeps the events when the app says to retry (signed out, API down) or answers 5xx", async () => {
    vi.stubGlobal("navigator", {});
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ stored: 0, dropped: 0, retry: true })));
    expect(await beaconTransport()([event("x")], "interval")).toBe("keep");
    vi.stubGlobal("fetch", async () => new Response("", { status: 503 }));
    expect(await beaconTransport()([event("x")], "interval")).toBe("keep");
    vi.stubGlobal("fetch", async () => new Response("", { status: 400 }));
    expect(await beaconTransport()([event("x")], "interval")).toBe("done");
  });
});
