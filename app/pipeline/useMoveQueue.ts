import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { deliverActionResult } from "~/ui/action";
import type { BoardAction, BoardActionResult } from "./board.server";
import { PAGE_SIZE, type BoardColumn, type MoveRequest } from "./board-state";

interface Queued {
  move: MoveRequest;
  /** The statuses whose columns the move changes. */
  touched: string[];
  /** The card's status before the move. */
  from: string;
}

interface Options {
  pipelineId: number;
  /** The board's filters as the URL has them (the server reads the touched columns with them). */
  search: string;
  /** How many cards of a column are shown now (it is read again at least that long). */
  loaded(status: string): number;
  /** The moves have settled: the touched columns as the server has them now. */
  onSettled(columns: BoardColumn[]): void;
  /** The server accepted one move (called once per move, in order). */
  onSaved(move: MoveRequest, from: string): void;
  /** A move was refused (its problems are shown as toasts): the rest of the queue is dropped. */
  onError(): void;
}

/**
 * Sends board moves to the server one at a time, in the order they were made (two quick drags must not overtake each
 * other), and once the last one is answered hands over the columns they touched as the server now has them. So what
 * the board finally shows is what the server decided, including anybody else's moves in those columns.
 */
export function useMoveQueue({ pipelineId, search, loaded, onSettled, onSaved, onError }: Options) {
  const fetcher = useFetcher<BoardActionResult>({ key: "board-move" });
  const queue = useRef<Queued[]>([]);
  const inFlight = useRef<Queued | null>(null);
  const touched = useRef(new Set<string>());
  const busy = useRef(false);
  const latest = useRef({ pipelineId, search, loaded, onSettled, onSaved, onError, fetcher });
  latest.current = { pipelineId, search, loaded, onSettled, onSaved, onError, fetcher };

  const sendNext = useCallback(() => {
    const next = queue.current.shift();
    if (!next) return;
    busy.current = true;
    inFlight.current = next;
    for (const status of next.touched) touched.current.add(status);
    const refresh = [...touched.current];
    const limit = Math.max(PAGE_SIZE, ...refresh.map((s) => latest.current.loaded(s)));
    const body: BoardAction = {
      intent: "move",
      pipelineId: latest.current.pipelineId,
      search: latest.current.search,
      move: next.move,
      refresh,
      limit,
    };
    latest.current.fetcher.submit(body as never, { method: "post", encType: "application/json" });
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle") return;
    // Each answer once: a refusal's problems as toasts, then what the queue does next.
    deliverActionResult(fetcher.data, {
      onSuccess: (result) => {
        busy.current = false;
        const sent = inFlight.current;
        inFlight.current = null;
        if (sent) latest.current.onSaved(sent.move, sent.from);
        if (queue.current.length) {
          sendNext();
          return;
        }
        if (result.data.columns) latest.current.onSettled(result.data.columns);
        touched.current.clear();
      },
      onFailure: () => {
        busy.current = false;
        inFlight.current = null;
        queue.current = [];
        touched.current.clear();
        latest.current.onError();
      },
    });
  }, [fetcher.state, fetcher.data, sendNext]);

  const enqueue = useCallback(
    (move: MoveRequest, statuses: string[], from: string) => {
      queue.current.push({ move, touched: statuses, from });
      if (!busy.current) sendNext();
    },
    [sendNext],
  );

  return { enqueue, pending: fetcher.state !== "idle" };
}
