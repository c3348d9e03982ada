import type { DropResult } from "@hello-pangea/dnd";
import { useCallback, useEffect, useState, type Dispatch, type MutableRefObject, type SetStateAction } from "react";
import { track } from "~/telemetry/telemetry";
import { applyDrop, mergeColumns, statusesOf, type BoardColumn, type Drop } from "./board-state";
import { useMoveQueue } from "./useMoveQueue";

/**
 * Moving cards on the board, by drag and drop or "Move to…": each move shows at once and is saved in turn with the
 * others; `moved` says where the last "Move to…" put its card, for a screen reader.
 */
export function useBoardMoves({
  pipelineId,
  search,
  columnsRef,
  setColumns,
  onError,
}: {
  pipelineId: number;
  /** The board's URL search, whose filters the saved columns are reloaded with. */
  search: string;
  columnsRef: MutableRefObject<BoardColumn[]>;
  setColumns: Dispatch<SetStateAction<BoardColumn[]>>;
  /** A move was refused: the board is reloaded. */
  onError: () => void;
}) {
  const { enqueue, pending: saving } = useMoveQueue({
    pipelineId: pipelineId,
    search,
    loaded: (status) => columnsRef.current.find((c) => c.status === status)?.cards.length ?? 0,
    onSettled: (fresh) => setColumns((current) => mergeColumns(current, fresh)),
    onSaved: (move, from) => {
      if (move.kind === "status" && move.status !== from)
        track("Candidate Stage Changed", {
          candidate_id: move.id,
          from_stage: from,
          to_stage: move.status,
          pipeline_id: pipelineId,
        });
    },
    onError,
  });

  // A drop and "Move to…" alike: shown at once, then saved in turn with the other moves.
  const move = useCallback(
    (drop: Drop) => {
      const applied = applyDrop(columnsRef.current, drop);
      if (!applied) return false;
      columnsRef.current = applied.columns;
      setColumns(applied.columns);
      enqueue(applied.request, statusesOf(applied.request, drop.from.status), drop.from.status);
      return true;
    },
    [enqueue, columnsRef, setColumns],
  );
  const onDrop = useCallback(
    (result: DropResult) => {
      if (!result.destination) return;
      move({
        cardId: Number(result.draggableId),
        from: { status: result.source.droppableId, index: result.source.index },
        to: { status: result.destination.droppableId, index: result.destination.index },
      });
    },
    [move],
  );

  // "Move to…": the card goes to the top of the chosen column, which scrolls into view; focus follows the card (its
  // menu button), and a screen reader hears where it went (a drag tells it through the library's announcements).
  const [moved, setMoved] = useState<{ id: number; text: string } | null>(null);
  const onMoveTo = useCallback(
    (cardId: number, status: string) => {
      for (const column of columnsRef.current) {
        const index = column.cards.findIndex((c) => c.id === cardId);
        if (index < 0) continue;
        const card = column.cards[index];
        const to = { status, index: 0 };
        if (move({ cardId, from: { status: column.status, index }, to }))
          setMoved({ id: cardId, text: `${card.first} ${card.last} moved to ${status}.` });
        return;
      }
    },
    [move, columnsRef],
  );
  useEffect(() => {
    if (!moved) return;
    const button = document.querySelector<HTMLElement>(`[data-move-to="${moved.id}"]`);
    button?.scrollIntoView({ block: "nearest", inline: "nearest" });
    button?.focus({ preventScroll: true });
  }, [moved]);

  return { saving, onDrop, onMoveTo, moved };
}
