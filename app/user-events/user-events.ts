import type { UserEventInput } from "../../api/user-events/contract";
import { deviceFields } from "~domain/user-agent";

/**
 * Spec §3 "User event" and §4 "User events queue and flush every 5000 ms": the browser's queue of usage events.
 * Every event is written to localStorage as it is added, so a navigation or a closed tab loses nothing; the queue
 * is flushed every 5000 ms and when the page is hidden or closed (sendBeacon, else fetch with keepalive) to the
 * app's /user-events route, which forwards it to the Main API's POST /user-events with the session's token.
 * A flush that fails puts its events back for the next one.
 */

/** One queued event, as the Main API's POST /user-events takes it (the user-events contract). */
export type UserEvent = UserEventInput;

/** Spec §9. */
export const USER_EVENTS_FLUSH_MS = 5000;
/** The app route the queue posts to (app/routes/user-events.ts). */
export const USER_EVENTS_URL = "/user-events";
export const USER_EVENTS_STORAGE_KEY = "user-events";
/** Events per request: keeps a beacon or keepalive body well under the browsers' 64 KB limit. */
export const USER_EVENTS_BATCH = 40;
/** The most events kept in the browser; beyond it the oldest go (a browser offline for days). */
export const USER_EVENTS_MAX_KEPT = 500;

/** What became of a batch: stored (or refused for good, so dropped), or to be kept for the next flush. */
export type SendOutcome = "done" | "keep";
export type FlushMode = "interval" | "unload";
export type Transport = (events: UserEvent[], mode: FlushMode) => Promise<SendOutcome> | SendOutcome;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;
type Listenable = Pick<EventTarget, "addEventListener" | "removeEventListener">;

export interface QueueOptions {
  storage: StorageLike | null;
  transport: Transport;
  flushIntervalMs?: number;
}

export interface StartOptions {
  /** Whose events this page sends (others' stay until they are back). */
  userId: number;
  /** Where `pagehide` fires (window). */
  window?: Listenable;
  /** Where `visibilitychange` fires, with its visibilityState (document). */
  document?: Listenable & { visibilityState: string };
}

export interface UserEventQueue {
  add(event: UserEvent): void;
  /** Sends the current user's waiting events (in batches); resolves when done. */
  flush(mode?: FlushMode): Promise<void>;
  /** Starts the 5000 ms flush and the page-hide flush for a user; returns `stop`. */
  start(options: StartOptions): () => void;
  /**
   * Sign-out: the user's waiting events go out now, in sends that outlive the page (never put back), and the browser
   * keeps no one's queue any more (spec §2: logout clears cached data).
   */
  sendAndForget(): void;
  /** Everything waiting, all users (for tests and diagnostics). */
  pending(): UserEvent[];
}

export function createUserEventQueue({ storage, transport, flushIntervalMs = USER_EVENTS_FLUSH_MS }: QueueOptions) {
  let memory: UserEvent[] = [];
  let userId: number | null = null;
  let flushing: Promise<void> | null = null;

  function read(): UserEvent[] {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(USER_EVENTS_STORAGE_KEY) ?? "[]");
      return Array.isArray(parsed) ? (parsed as UserEvent[]) : [];
    } catch {
      return memory;
    }
  }

  function write(events: UserEvent[]) {
    memory = events.slice(-USER_EVENTS_MAX_KEPT);
    if (!storage) return;
    try {
      storage.setItem(USER_EVENTS_STORAGE_KEY, JSON.stringify(memory));
    } catch {
      // Storage full or refused: the in-memory copy still flushes from this page.
    }
  }

  function forget() {
    memory = [];
    try {
      storage?.removeItem(USER_EVENTS_STORAGE_KEY);
    } catch {
      // Storage refused: nothing more to do.
    }
  }

  /** Takes one batch of the user's events out of storage (another tab flushing at once will not send them too). */
  function take(): UserEvent[] {
    if (userId === null) return [];
    const all = read();
    const batch = all.filter((e) => e.user_id === userId).slice(0, USER_EVENTS_BATCH);
    if (batch.length) write(all.filter((e) => !batch.includes(e)));
    return batch;
  }

  /** Puts a failed batch back in front, in its order. */
  function putBack(batch: UserEvent[]) {
    write([...batch, ...read()]);
  }

  async function sendBatches(mode: FlushMode) {
    for (;;) {
      const batch = take();
      if (!batch.length) return;
      let outcome: SendOutcome = "keep";
      try {
        outcome = await transport(batch, mode);
      } catch {
        outcome = "keep";
      }
      if (outcome === "keep") return putBack(batch);
    }
  }

  const queue: UserEventQueue = {
    add(event) {
      write([...read(), event]);
    },

    flush(mode = "interval") {
      if (mode === "unload") {
        // The page is going: send at once, beside any flush under way (its keepalive request outlives the page).
        return sendBatches(mode);
      }
      flushing ??= sendBatches(mode).finally(() => (flushing = null));
      return flushing;
    },

    start({ userId: id, window: win, document: doc }) {
      userId = id;
      const interval = setInterval(() => void queue.flush("interval"), flushIntervalMs);
      const onPageHide = () => void queue.flush("unload");
      const onVisibility = () => {
        if (doc?.visibilityState === "hidden") void queue.flush("unload");
      };
      win?.addEventListener("pagehide", onPageHide);
      doc?.addEventListener("visibilitychange", onVisibility);
      return () => {
        clearInterval(interval);
        win?.removeEventListener("pagehide", onPageHide);
        doc?.removeEventListener("visibilitychange", onVisibility);
        if (userId === id) userId = null;
      };
    },

    sendAndForget() {
      const mine = userId === null ? [] : read().filter((e) => e.user_id === userId);
      forget();
      for (let i = 0; i < mine.length; i += USER_EVENTS_BATCH) {
        Promise.resolve()
          .then(() => transport(mine.slice(i, i + USER_EVENTS_BATCH), "unload"))
          .catch(() => undefined);
      }
    },

    pending: () => read(),
  };
  return queue;
}

/** A user event of this browser now: the description plus the device fields of spec §3. */
export function browserUserEvent(userId: number, description: string, now = new Date()): UserEvent {
  return {
    user_id: userId,
    description: description.slice(0, 500),
    timestamp: now.toISOString(),
    ...deviceFields({
      userAgent: navigator.userAgent,
      screenWidth: window.screen?.width,
      screenHeight: window.screen?.height,
      viewportWidth: window.innerWidth,
    }),
  };
}

/** The answer of the app's /user-events route (always 200, so no failed flush shows as an error in the console). */
export interface UserEventsAnswer {
  stored: number;
  /** Events refused for good (invalid, or another user's): not worth sending again. */
  dropped: number;
  /** True when nothing was stored but a later flush may succeed (signed out for now, the API unreachable). */
  retry: boolean;
}

/**
 * Sends a batch to the app route: sendBeacon when the page is going (the browser delivers it after the page is
 * gone), fetch with keepalive otherwise or when the beacon is refused.
 */
export function beaconTransport(url = USER_EVENTS_URL): Transport {
  return async (events, mode) => {
    const body = JSON.stringify({ user_events: events });
    // A string body goes as text/plain: a simple request, which every browser lets a beacon send.
    if (mode === "unload" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)) {
      return "done";
    }
    const response = await fetch(url, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
    });
    if (!response.ok) return response.status >= 500 || response.status === 429 ? "keep" : "done";
    const answer = (await response.json().catch(() => null)) as UserEventsAnswer | null;
    return answer?.retry ? "keep" : "done";
  };
}
