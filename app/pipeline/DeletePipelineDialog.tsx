import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import type { PipelineChanges } from "./usePipelineChanges";
import type { PipelinesData } from "./PipelinesPage";

const cards = (n: number) => `${n} card${n === 1 ? "" : "s"}`;

/** Deletes a pipeline or a status after asking where the cards it holds go. */
export function DeletePipelineDialog({
  pipelines,
  changes,
}: {
  pipelines: PipelinesData["pipelines"];
  changes: PipelineChanges;
}) {
  const { deleting, moveTo, setMoveTo, moveToError, confirmDelete, cancelDelete } = changes;
  const held = deleting
    ? deleting.kind === "pipeline"
      ? deleting.pipeline.card_count
      : deleting.status.card_count
    : 0;
  const targets =
    deleting?.kind === "pipeline"
      ? pipelines.filter((p) => p.id !== deleting.pipeline.id).map((p) => ({ value: String(p.id), label: p.name }))
      : deleting?.kind === "status"
        ? deleting.pipeline.statuses
            .filter((s) => s.id !== deleting.status.id)
            .map((s) => ({ value: String(s.id), label: s.name }))
        : [];
  return (
    <Modal
      opened={deleting !== null}
      onClose={cancelDelete}
      title={
        deleting?.kind === "pipeline"
          ? `Delete pipeline ${deleting.pipeline.name}`
          : deleting
            ? `Delete status ${deleting.status.name}`
            : ""
      }
    >
      {deleting ? (
        <Stack gap="sm">
          {held > 0 ? (
            <>
              <Text size="sm">
                {cards(held)} {held === 1 ? "is" : "are"} in this {deleting.kind}. Where should{" "}
                {held === 1 ? "it" : "they"} go?
                {deleting.kind === "pipeline"
                  ? " Each card keeps its status where the other pipeline has one of the same name, else starts in its first status."
                  : ""}
              </Text>
              <Select
                label={deleting.kind === "pipeline" ? "Move the cards to pipeline" : "Move the cards to status"}
                data={targets}
                value={moveTo}
                onChange={setMoveTo}
                allowDeselect={false}
                error={moveToError}
              />
            </>
          ) : (
            <Text size="sm">This {deleting.kind} holds no cards.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancelDelete}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmDelete} disabled={held > 0 && !moveTo}>
              {held > 0 ? "Move cards and delete" : "Delete"}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
