// Autosave of the instant interview's answers: each change is kept in localStorage at once (a reload or a closed
// tab loses nothing), sent to the server a moment after typing stops, one request at a time, and retried with a
// growing pause when the connection drops (at once when the browser is back online). Plain fetch to a resource
// route rather than a Remix fetcher: a fetcher that cannot reach the server ends in the route's error boundary,
// and a dropped connection must leave the candidate on the page, writing.
import { useCallback, useEffect, useRef, useState } from "react";

export type SyncStatus = "saved" | "pending" | "saving" | "retrying" | "offline" | "refused";

/** Typing pauses this long before a save goes out. */
export const DEBOUNCE_MS = 800;
const MAX_BACKOFF_MS = 15_000;
const REQUEST_TIMEOUT_MS = 15_000;

interface Stored {
  /** Answers by question key, with whether the server has confirmed each. */
  answers: Record<string, { text: string; saved: boolean }>;
}

export const storageKey = (uuid: string) => `instant interview ${uuid}`;

function readStored(uuid: string): Stored | null {
  try {
    const raw = window.localStorage.getItem(storageKey(uuid));
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function writeStored(uuid: string, stored: Stored) {
  try {
    window.localStorage.setItem(storageKey(uuid), JSON.stringify(stored));
  } catch {
    // Full or disabled storage (a private window): the server copy still counts.
  }
}

export function clearStored(uuid: string) {
  try {
    window.localStorage.removeItem(storageKey(uuid));
  } catch {
    // Nothing to clear.
  }
}

export function useInstantSync(uuid: string, server: Record<string, string>) {
  const [answers, setAnswers] = useState<Record<string, string>>(server);
  // Keys changed since their last confirmed save, with the text that was last sent for each.
  const dirty = useRef(new Set<string>());
  const [status, setStatus] = useState<SyncStatus>("saved");
  const [problem, setProblem] = useState<string | null>(null);
  const [wake, setWake] = useState(0);
  const inFlight = useRef(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(answers);
  latest.current = answers;
  // While the page submits, nothing more is saved (the submit carries every answer); a refused submit releases it.
  const held = useRef(false);
  const request = useRef<AbortController | null>(null);

  const persist = useCallback(() => {
    const stored: Stored = { answers: {} };
    for (const [key, text] of Object.entries(latest.current)) {
      stored.answers[key] = { text, saved: !dirty.current.has(key) };
    }
    writeStored(uuid, stored);
  }, [uuid]);

  // Text typed on this device but never confirmed by the server wins over the server's copy, and is sent again.
  useEffect(() => {
    const stored = readStored(uuid);
    if (!stored) return;
    const unsent = Object.entries(stored.answers).filter(([key, a]) => !a.saved && key in server);
    if (!unsent.length) return;
    for (const [key] of unsent) dirty.current.add(key);
    setAnswers((current) => ({ ...current, ...Object.fromEntries(unsent.map(([key, a]) => [key, a.text])) }));
    setStatus("pending");
    setWake((n) => n + 1);
    // Only on arrival: later server copies come from this page's own saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uuid]);

  useEffect(() => {
    const online = () => {
      failures.current = 0;
      clearTimeout(timer.current);
      setWake((n) => n + 1);
    };
    const offline = () => setStatus((s) => (dirty.current.size ? "offline" : s));
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      clearTimeout(timer.current);
    };
  }, []);

  const send = useCallback(() => {
    if (inFlight.current || held.current || status === "refused") return;
    const keys = [...dirty.current];
    if (!keys.length) {
      setStatus("saved");
      return;
    }
    if (!navigator.onLine) {
      setStatus("offline");
      return;
    }
    const batch = keys.map((key) => ({ question_key: key, answer: latest.current[key] ?? "" }));
    inFlight.current = true;
    // One controller for both a time-out and a submit (AbortSignal.any is too new for some phones).
    const controller = new AbortController();
    request.current = controller;
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    setStatus(failures.current ? "retrying" : "saving");
    const fail = () => {
      failures.current += 1;
      setStatus(navigator.onLine ? "retrying" : "offline");
      const pause = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures.current - 1));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setWake((n) => n + 1), pause);
    };
    fetch(`/instant-interview.answers?id=${encodeURIComponent(uuid)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: batch }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (response.ok) {
          failures.current = 0;
          // A key typed into again while the request was out stays dirty for the next save.
          for (const sent of batch)
            if (latest.current[sent.question_key] === sent.answer) dirty.current.delete(sent.question_key);
          persist();
          setStatus(dirty.current.size ? "pending" : "saved");
          return;
        }
        // A 4xx other than a time-out or a rate limit will not get better by retrying (e.g. already submitted).
        if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
          const body = (await response.json().catch(() => ({}))) as { message?: string };
          setProblem(body.message ?? "Your answers could not be saved.");
          setStatus("refused");
          return;
        }
        fail();
      })
      .catch(() => (held.current ? undefined : fail()))
      .finally(() => {
        clearTimeout(timeout);
        inFlight.current = false;
        if (dirty.current.size) setWake((n) => n + 1);
      });
  }, [uuid, status, persist]);

  // A save goes out DEBOUNCE_MS after the last change (or at once when woken by a retry or the connection).
  useEffect(() => {
    if (!dirty.current.size) return;
    const t = setTimeout(send, failures.current ? 0 : DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [answers, wake, send]);

  const change = useCallback(
    (key: string, text: string) => {
      dirty.current.add(key);
      latest.current = { ...latest.current, [key]: text };
      setAnswers(latest.current);
      persist();
      setStatus((s) => (s === "refused" ? s : "pending"));
    },
    [persist],
  );

  const hold = useCallback(() => {
    held.current = true;
    request.current?.abort();
    clearTimeout(timer.current);
  }, []);
  const release = useCallback(() => {
    held.current = false;
    setWake((n) => n + 1);
  }, []);

  return { answers, change, status, problem, pending: dirty.current.size > 0, hold, release };
}
