import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import brand from "~brand";
import { heldCardsText } from "./counts";
import { PipelineStatusRow } from "./PipelineStatusRow";
import type { PipelinesData } from "./PipelinesPage";
import { RenameForm } from "./RenameForm";
import { swap } from "./swap";
import type { PipelineChanges } from "./usePipelineChanges";

/** One pipeline: rename, move up or down, delete, and its statuses with a form to add one. */
export function PipelineCard({
  pipeline,
  index,
  pipelines,
  companyId,
  changes,
}: {
  pipeline: PipelinesData["pipelines"][number];
  index: number;
  pipelines: PipelinesData["pipelines"];
  companyId: number;
  changes: PipelineChanges;
}) {
  const { fetcher, busy, submit, askDelete, errorOf } = changes;
  const ids = pipelines.map((p) => p.id);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={`Pipeline ${pipeline.name}`}
      data-testid="pipeline"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {pipeline.name}
          </Title>
          {pipeline.is_default ? <Badge variant="light">First: new {brand.wording.people} start here</Badge> : null}
          <Text size="sm" c="dimmed">
            {heldCardsText(pipeline.card_count, pipeline.hidden_card_count)}
          </Text>
        </Group>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${pipeline.name} up`}
            disabled={index === 0 || busy}
            onClick={() => submit({ intent: "reorder-pipelines", companyId, ids: swap(ids, index, -1) })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${pipeline.name} down`}
            disabled={index === pipelines.length - 1 || busy}
            onClick={() => submit({ intent: "reorder-pipelines", companyId, ids: swap(ids, index, 1) })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${pipeline.name}`}
            disabled={pipelines.length === 1 || busy}
            onClick={() => askDelete({ kind: "pipeline", pipelineId: pipeline.id })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <RenameForm
        fetcher={fetcher}
        intent="rename-pipeline"
        label={`Rename ${pipeline.name}`}
        value={pipeline.name}
        fields={{ pipelineId: pipeline.id }}
        error={errorOf("rename-pipeline", { pipelineId: pipeline.id })}
      />

      <Stack
        gap={4}
        mt="sm"
        component="ol"
        p={0}
        style={{ listStyle: "none" }}
        aria-label={`Statuses of ${pipeline.name}`}
      >
        {pipeline.statuses.map((status, i) => (
          <PipelineStatusRow key={status.id} pipeline={pipeline} status={status} i={i} changes={changes} />
        ))}
      </Stack>
      <fetcher.Form method="post" key={`${pipeline.id}-${pipeline.statuses.length}`}>
        <input type="hidden" name="intent" value="add-status" />
        <input type="hidden" name="pipelineId" value={pipeline.id} />
        <Group align="flex-end" gap="xs" mt="xs">
          <TextInput
            name="name"
            size="xs"
            aria-label={`New status in ${pipeline.name}`}
            placeholder="New status"
            required
            maxLength={80}
            error={errorOf("add-status", { pipelineId: pipeline.id })}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button type="submit" size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />}>
            Add status
          </Button>
        </Group>
      </fetcher.Form>
    </Paper>
  );
}
