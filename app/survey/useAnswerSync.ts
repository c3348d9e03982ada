import { useEffect, useRef, useState } from "react";
import type { LocalAnswer } from "./storage";

export type SaveStatus =
  /** Every answer is on the server. */
  | "saved"
  | "saving"
  /** The last save failed; another attempt is scheduled. */
  | "retrying"
  /** The browser has no connection; answers wait on this device. */
  | "offline"
  /** The server refused the answers for good (e.g. the assessment was closed); `problem` says why. */
  | "refused";

export interface SentAnswer {
  item_id: string;
  value: number;
  answered_at: string;
}

const MAX_BACKOFF_MS = 15_000;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends every unsaved answer to the server as soon as it is given, one request at a time (answers given while a
 * request is out go in the next one), and retries failures with a growing pause. Going back online retries at
 * once. Saves are idempotent on the server, so a retry after a lost answer is harmless.
 *
 * Plain fetch to a resource route rather than a Remix fetcher: a fetcher that cannot reach the server ends in the
 * route's error boundary, and a dropped connection must leave the candidate on the page, answering.
 */
export function useAnswerSync(options: {
  uuid: string;
  answers: Record<string, LocalAnswer>;
  /** Marks answers saved, unless they changed since they were sent. */
  onSaved: (sent: SentAnswer[]) => void;
  /** Starts only once the answers kept in the browser have been merged in. */
  enabled: boolean;
}) {
  const { uuid, answers, onSaved, enabled } = options;
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [problem, setProblem] = useState<string | null>(null);
  const [online, setOnline] = useState(true);
  // Bumped when a request ends (or a retry is due), so answers that arrived meanwhile are sent next.
  const [wake, setWake] = useState(0);
  const inFlight = useRef(false);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>();
  const saved = useRef(onSaved);
  saved.current = onSaved;

  useEffect(() => {
    setOnline(navigator.onLine);
    const goOnline = () => {
      setOnline(true);
      failures.current = 0;
      clearTimeout(retryTimer.current);
      setWake((n) => n + 1);
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      clearTimeout(retryTimer.current);
    };
  }, []);

  useEffect(() => {
    if (!enabled || inFlight.current || status === "refused") return;
    const batch: SentAnswer[] = Object.entries(answers)
      .filter(([, a]) => !a.saved)
      .map(([item_id, a]) => ({ item_id, value: a.value, answered_at: a.answered_at }));
    if (batch.length === 0) {
      setStatus("saved");
      return;
    }
    if (!online) {
      setStatus("offline");
      return;
    }
    if (failures.current > 0 && retryTimer.current) return; // a retry is already scheduled
    inFlight.current = true;
    setStatus(failures.current ? "retrying" : "saving");

    const fail = () => {
      failures.current += 1;
      setStatus(navigator.onLine ? "retrying" : "offline");
      const pause = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures.current - 1));
      retryTimer.current = setTimeout(() => {
        retryTimer.current = undefined;
        setWake((n) => n + 1);
      }, pause);
    };

    fetch(`/survey/answers?id=${encodeURIComponent(uuid)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: batch }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
      .then(async (response) => {
        if (response.ok) {
          failures.current = 0;
          saved.current(batch);
          return;
        }
        // 4xx other than time-outs and rate limits will not get better by retrying.
        if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
          const body = (await response.json().catch(() => ({}))) as { message?: string };
          setProblem(body.message ?? "Your answers could not be saved.");
          setStatus("refused");
          return;
        }
        fail();
      })
      .catch(fail)
      .finally(() => {
        inFlight.current = false;
        setWake((n) => n + 1);
      });
  }, [answers, online, wake, enabled, uuid, status]);

  const pending = Object.values(answers).some((a) => !a.saved);
  return { status: pending || status === "refused" ? status : "saved", online, problem, pending };
}
