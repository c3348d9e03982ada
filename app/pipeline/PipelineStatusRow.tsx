import { ActionIcon, Group, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { heldCardsText } from "./counts";
import type { PipelinesData } from "./PipelinesPage";
import { RenameForm } from "./RenameForm";
import { swap } from "./swap";
import type { PipelineChanges } from "./usePipelineChanges";

type Pipeline = PipelinesData["pipelines"][number];

/** One status of a pipeline: its cards, rename, move up or down, delete. */
export function PipelineStatusRow({
  pipeline,
  status,
  i,
  changes: { fetcher, busy, submit, askDelete, errorOf },
}: {
  pipeline: Pipeline;
  status: Pipeline["statuses"][number];
  i: number;
  changes: PipelineChanges;
}) {
  const statusIds = pipeline.statuses.map((s) => s.id);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={4}
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {status.name}
        </Text>
        <Text size="xs" c="dimmed">
          {heldCardsText(status.card_count, status.hidden_card_count)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <RenameForm
          fetcher={fetcher}
          intent="rename-status"
          label={`Rename ${status.name}`}
          value={status.name}
          fields={{ pipelineId: pipeline.id, statusId: status.id }}
          error={errorOf("rename-status", { pipelineId: pipeline.id, statusId: status.id })}
          compact
        />
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${status.name} up`}
          disabled={i === 0 || busy}
          onClick={() => submit({ intent: "reorder-statuses", pipelineId: pipeline.id, ids: swap(statusIds, i, -1) })}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${status.name} down`}
          disabled={i === pipeline.statuses.length - 1 || busy}
          onClick={() => submit({ intent: "reorder-statuses", pipelineId: pipeline.id, ids: swap(statusIds, i, 1) })}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${status.name}`}
          disabled={pipeline.statuses.length === 1 || busy}
          onClick={() => askDelete({ kind: "status", pipelineId: pipeline.id, statusId: status.id })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
