import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createAnswerSync, type SentAnswer, type SyncState } from "./answer-sync";
import type { LocalAnswer } from "./storage";

/** A browser's window (its online/offline events) and navigator, and a server whose answers the test decides. */
function browser() {
  const window = new EventTarget();
  const navigator = { onLine: true };
  const requests: SentAnswer[][] = [];
  const replies: ((response: Response | Error) => void)[] = [];
  vi.stubGlobal("window", window);
  vi.stubGlobal("navigator", navigator);
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit) => {
      requests.push((JSON.parse(init.body as string) as { answers: SentAnswer[] }).answers);
      return new Promise<Response>((resolve, reject) =>
        replies.push((r) => (r instanceof Error ? reject(r) : resolve(r))),
      );
    }),
  );
  /** Answers the oldest open request, then lets its handlers run. */
  const reply = async (response: Response | Error) => {
    replies.shift()!(response);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { window, navigator, requests, reply };
}

function survey() {
  let answers: Record<string, LocalAnswer> = {};
  const states: SyncState[] = [];
  const sync = createAnswerSync({
    uuid: "5b0c3a1e-7d1f-4c3e-9a55-0f3f2b8d9e10",
    unsaved: "Your answers could not be saved.",
    answers: () => answers,
    onSaved: (sent) => {
      for (const s of sent) {
        if (answers[s.item_id]?.answered_at === s.answered_at)
          answers[s.item_id] = { ...answers[s.item_id], saved: true };
      }
    },
    onChange: (state) => states.push(state),
  });
  const answer = (itemId: string, value: number) => {
    answers = { ...answers, [itemId]: { value, answered_at: new Date().toISOString(), saved: false } };
    sync.send();
  };
  return { sync, answer, states, answers: () => answers };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("saving answers as they are given", () => {
  test("one request at a time: answers given while one is out go together in the next", async () => {
    const net = browser();
    const { answer, sync, answers } = survey();
    answer("a", 1);
    answer("b", 2);
    answer("c", 3);
    expect(net.requests.map((r) => r.map((a) => a.item_id))).toEqual([["a"]]);
    expect(sync.state().status).toBe("saving");

    await net.reply(new Response("{}", { status: 200 }));
    expect(net.requests.map((r) => r.map((a) => a.item_id))).toEqual([["a"], ["b", "c"]]);
    await net.reply(new Response("{}", { status: 200 }));
    expect(Object.values(answers()).every((a) => a.saved)).toBe(true);
    expect(sync.state()).toMatchObject({ status: "saved", pending: false });
  });

  test("a failed save is tried again after a growing pause, and at once when the browser is back online", async () => {
    const net = browser();
    const { answer, sync } = survey();
    answer("a", 4);
    await net.reply(new Response("{}", { status: 503 }));
    expect(sync.state().status).toBe("retrying");
    await vi.advanceTimersByTimeAsync(999);
    expect(net.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.requests).toHaveLength(2);

    await net.reply(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(1999);
    expect(net.requests).toHaveLength(2); // the second pause is 2 s

    net.navigator.onLine = false;
    net.window.dispatchEvent(new Event("offline"));
    expect(sync.state()).toMatchObject({ status: "offline", online: false, pending: true });
    net.navigator.onLine = true;
    net.window.dispatchEvent(new Event("online"));
    expect(net.requests).toHaveLength(3);
    await net.reply(new Response("{}", { status: 200 }));
    expect(sync.state()).toMatchObject({ status: "saved", online: true, pending: false });
  });

  test("a refusal that retrying cannot mend stops the saves and says why", async () => {
    const net = browser();
    const { answer, sync } = survey();
    answer("a", 2);
    await net.reply(Response.json({ message: "This assessment is closed." }, { status: 410 }));
    expect(sync.state()).toMatchObject({ status: "refused", problem: "This assessment is closed.", pending: true });
    answer("b", 3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.requests).toHaveLength(1);
  });
});
