import "@mantine/core/styles/Divider.layer.css";
import { Button, Divider, Group, Modal, Select, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import type { BoardLoaderData } from "./board.server";
import type { BoardColumn } from "./board-state";
import { useColumnBatches } from "./useColumnBatches";

type Pipeline = Extract<BoardLoaderData, { kind: "board" }>["board"]["pipeline"];

/**
 * A column's actions, move all its cards and clear its manual order: chosen and confirmed here, then undoable from a
 * toast. It stays mounted while closed, so that the Undo of its last batch still has its fetcher.
 */
export function ColumnActionsDialog({
  column,
  pipeline,
  onClose,
}: {
  column: BoardColumn | null;
  pipeline: Pipeline;
  onClose: () => void;
}) {
  const { moveAll, clearOrder } = useColumnBatches(pipeline.id);
  return (
    <Modal opened={column !== null} onClose={onClose} title={column ? `${column.status}: column actions` : ""}>
      {column ? (
        <ColumnActions
          column={column}
          statuses={pipeline.statuses}
          onMoveAll={(newStatus) => {
            moveAll(column.status, newStatus);
            onClose();
          }}
          onClearOrder={() => {
            clearOrder(column.status);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}

/** The dialog's content for one column (its target starts empty each time the dialog opens). */
function ColumnActions({
  column,
  statuses,
  onMoveAll,
  onClearOrder,
}: {
  column: BoardColumn;
  statuses: Pipeline["statuses"];
  onMoveAll: (newStatus: string) => void;
  onClearOrder: () => void;
}) {
  const [target, setTarget] = useState<string | null>(null);
  const targets = useMemo(
    () => statuses.filter((s) => s.name !== column.status).map((s) => s.name),
    [statuses, column],
  );
  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby="move-all-heading">
        <Title order={3} size="h5" id="move-all-heading">
          Move all cards
        </Title>
        <Text size="sm">
          All {column.all_total} card{column.all_total === 1 ? "" : "s"} in {column.status}
          {column.all_total > column.total ? ", including those the filters hide," : ""} move to the status you choose.
          You can undo this for 15 seconds.
        </Text>
        <Select label="Move them to" data={targets} value={target} onChange={setTarget} allowDeselect={false} />
        <Group justify="flex-end">
          <Button onClick={() => target && onMoveAll(target)} disabled={!target || column.all_total === 0}>
            Move all
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="clear-order-heading">
        <Title order={3} size="h5" id="clear-order-heading">
          Clear manual order
        </Title>
        <Text size="sm">
          The cards in {column.status} go back to the default order, newest first. You can undo this for 15 seconds.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClearOrder}>
            Clear order
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
