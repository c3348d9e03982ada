import { useFetcher } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import { showUndoToast } from "~/ui/toasts";
import type { BoardAction, BoardActionResult } from "./board.server";

/** A column's "Move all" and "Clear order", each undoable from a 15 s toast. */
export function useColumnBatches(pipelineId: number) {
  const batch = useFetcher<BoardActionResult>({ key: "board-batch" });
  const undo = useFetcher<BoardActionResult>({ key: "board-undo" });
  const submit = (fetcher: typeof batch, body: BoardAction) =>
    fetcher.submit(body as never, { method: "post", encType: "application/json" });
  // A batch that changed something is offered for Undo in its own toast; one that changed nothing just says so.
  useActionResult(batch.data, {
    successToast: (result) => !result.data.batchId,
    onSuccess: (result) => {
      const batchId = result.data.batchId;
      if (batchId && result.message)
        showUndoToast({ message: result.message, onUndo: () => submit(undo, { intent: "undo", batchId }) });
    },
  });
  useActionResult(undo.data);

  return {
    moveAll: (status: string, newStatus: string) =>
      submit(batch, { intent: "move-all", pipelineId, status, newStatus }),
    clearOrder: (status: string) => submit(batch, { intent: "clear-order", pipelineId, status }),
  };
}
