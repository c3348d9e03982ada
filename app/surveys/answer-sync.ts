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

export interface SyncState {
  status: SaveStatus;
  online: boolean;
  /** Why the server refused the answers (status "refused"). */
  problem: string | null;
  /** Whether an answer is not on the server yet. */
  pending: boolean;
}

const MAX_BACKOFF_MS = 15_000;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends every unsaved answer to the server as soon as it is given, one request at a time (answers given while a
 * request is out go in the next one), and retries failures with a growing pause. Going back online retries at
 * once. Saves are idempotent on the server, so a retry after a lost answer is harmless. Call `send()` whenever an
 * answer changes; `onChange` hears every change of state.
 */
export function createAnswerSync(options: {
  uuid: string;
  /** Why answers were not saved when the server's refusal does not say, in the page's language. */
  unsaved: string;
  answers: () => Record<string, LocalAnswer>;
  /** Marks answers saved, unless they changed since they were sent. */
  onSaved: (sent: SentAnswer[]) => void;
  onChange: (state: SyncState) => void;
}) {
  const { uuid, unsaved, answers, onSaved, onChange } = options;
  let status: SaveStatus = "saved";
  let problem: string | null = null;
  let online = navigator.onLine;
  let inFlight = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function state(): SyncState {
    const pending = Object.values(answers()).some((a) => !a.saved);
    return { status: pending || status === "refused" ? status : "saved", online, problem, pending };
  }

  const changed = () => onChange(state());

  function fail() {
    failures += 1;
    status = navigator.onLine ? "retrying" : "offline";
    const pause = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      send();
    }, pause);
  }

  function send() {
    if (inFlight || status === "refused") return changed();
    const batch: SentAnswer[] = Object.entries(answers())
      .filter(([, a]) => !a.saved)
      .map(([item_id, a]) => ({ item_id, value: a.value, answered_at: a.answered_at }));
    if (batch.length === 0) status = "saved";
    else if (!online) status = "offline";
    else if (!(failures > 0 && retryTimer)) {
      inFlight = true;
      status = failures ? "retrying" : "saving";
      // Plain fetch to a resource route: a dropped connection must leave the candidate on the page, answering.
      fetch(`/survey/answers?id=${encodeURIComponent(uuid)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answers: batch }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
        .then(async (response) => {
          if (response.ok) {
            failures = 0;
            onSaved(batch);
            return;
          }
          // 4xx other than time-outs and rate limits will not get better by retrying.
          if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
            const body = (await response.json().catch(() => ({}))) as { message?: string };
            problem = body.message ?? unsaved;
            status = "refused";
            return;
          }
          fail();
        })
        .catch(fail)
        .finally(() => {
          inFlight = false;
          send();
        });
    }
    changed();
  }

  window.addEventListener("online", () => {
    online = true;
    failures = 0;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    send();
  });
  window.addEventListener("offline", () => {
    online = false;
    send();
  });

  return { send, state };
}
