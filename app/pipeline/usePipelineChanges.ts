import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { actionFields, useActionResult, type ActionResult } from "~/ui/action";
import type { PipelinesData } from "./PipelinesPage";

/** What the delete dialog asks about, by id: its cards are counted from the page's current data. */
type Deleting = { kind: "pipeline"; pipelineId: number } | { kind: "status"; pipelineId: number; statusId: number };

/** The pipelines page's one fetcher as its forms share it, and what the delete dialog is asking. */
export type PipelineChanges = ReturnType<typeof usePipelineChanges>;

/**
 * Every change on the pipelines page goes through one fetcher, so that an answer's field problem is shown at the
 * form that sent it (`errorOf`) and a delete refused because its cards changed meanwhile asks again.
 */
export function usePipelineChanges(pipelines: PipelinesData["pipelines"]) {
  const fetcher = useFetcher<ActionResult>({ key: "pipelines" });
  const busy = fetcher.state !== "idle";
  const [asked, setAsked] = useState<Deleting | null>(null);
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const createForm = useRef<HTMLFormElement>(null);

  const submit = (fields: Record<string, string | number | undefined>) =>
    fetcher.submit(
      Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>,
      { method: "post" },
    );

  const askDelete = (target: Deleting) => {
    setMoveTo(null);
    setAsked(target);
  };

  const result = fetcher.data;
  const form = useActionResult(result, {
    onSuccess: (done) => {
      if (done.intent === "create-pipeline") createForm.current?.reset();
    },
    onFailure: (failed) => {
      // The cards changed meanwhile: ask again where they go.
      if (!failed.fieldErrors.moveTo) return;
      const { value } = actionFields(failed);
      const pipelineId = Number(value("pipelineId"));
      if (failed.intent === "delete-pipeline") askDelete({ kind: "pipeline", pipelineId });
      else askDelete({ kind: "status", pipelineId, statusId: Number(value("statusId")) });
    },
  });
  /** The problem of the form that sent the last answer, if these are its intent and ids. */
  const errorOf = (intent: string, ids: Record<string, number> = {}) =>
    result?.intent === intent && Object.entries(ids).every(([name, id]) => form.value(name) === String(id))
      ? form.error("name")
      : undefined;

  // The dialog's subject as the page's data has it now (its cards may have changed).
  const deletingPipeline = asked ? pipelines.find((p) => p.id === asked.pipelineId) : undefined;
  const deletingStatus =
    asked?.kind === "status" ? deletingPipeline?.statuses.find((s) => s.id === asked.statusId) : undefined;
  const deleting =
    asked?.kind === "pipeline" && deletingPipeline
      ? { kind: "pipeline" as const, pipeline: deletingPipeline }
      : asked?.kind === "status" && deletingPipeline && deletingStatus
        ? { kind: "status" as const, pipeline: deletingPipeline, status: deletingStatus }
        : null;
  const moveToError =
    asked && result && !result.ok && result.intent === `delete-${asked.kind}` && !moveTo
      ? form.error("moveTo")
      : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === "pipeline")
      submit({ intent: "delete-pipeline", pipelineId: deleting.pipeline.id, moveTo: moveTo ?? undefined });
    else
      submit({
        intent: "delete-status",
        pipelineId: deleting.pipeline.id,
        statusId: deleting.status.id,
        moveTo: moveTo ?? undefined,
      });
    setAsked(null);
  };

  return {
    fetcher,
    busy,
    submit,
    askDelete,
    errorOf,
    createForm,
    deleting,
    moveTo,
    setMoveTo,
    moveToError,
    confirmDelete,
    cancelDelete: () => setAsked(null),
  };
}
