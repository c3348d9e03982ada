import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useRef, useState } from "react";
import brand from "~brand";
import { pipelineInText } from "~/ui/wording";
import { actionFields, useActionResult, type ActionResult } from "~/ui/action";
import { possessive } from "~domain/text";
import classes from "./Board.module.css";
import { heldCardsText } from "./counts";
import type { loadPipelines } from "./pipelines.server";
import { RenameForm } from "./RenameForm";

/** The loader's answer (app/pipeline/pipelines.server.ts). */
export type PipelinesData = Awaited<ReturnType<typeof loadPipelines>>;

/** What the delete dialog asks about, by id: its cards are counted from the page's current data. */
type Deleting = { kind: "pipeline"; pipelineId: number } | { kind: "status"; pipelineId: number; statusId: number };

const cards = (n: number) => `${n} card${n === 1 ? "" : "s"}`;
const swap = (ids: number[], index: number, by: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next.join(",");
};

/** /pipelines: a company's pipelines and their statuses, created, renamed, reordered and deleted in place. */
export function PipelinesPage({ company, companies, pipelines }: PipelinesData) {
  const navigate = useNavigate();
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
  const ids = pipelines.map((p) => p.id);

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Pipelines
          </Title>
          <Text c="dimmed" size="sm">
            The columns of {company.name ? possessive(company.name) : "the company's"} {pipelineInText} boards. The
            first pipeline is where new {brand.wording.people} start.
          </Text>
        </div>
        <Anchor component={Link} to={`/hiring-pipeline?company_id=${company.id}`} size="sm">
          Back to the board
        </Anchor>
      </Group>
      {companies.length > 1 ? (
        <Select
          label="Company"
          searchable
          className={classes.filterField}
          data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          value={String(company.id)}
          allowDeselect={false}
          onChange={(value) => value && navigate(`?company_id=${value}`)}
        />
      ) : null}

      <Paper withBorder p="sm" radius="md">
        <fetcher.Form method="post" ref={createForm}>
          <input type="hidden" name="intent" value="create-pipeline" />
          <input type="hidden" name="companyId" value={company.id} />
          <Group align="flex-end" gap="sm">
            <TextInput
              name="name"
              label="New pipeline"
              placeholder={`e.g. ${brand.wording.pipelineExample}`}
              required
              maxLength={80}
              error={errorOf("create-pipeline")}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={busy && fetcher.formData?.get("intent") === "create-pipeline"}
            >
              Create pipeline
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            It starts with the default statuses; rename, reorder or delete them below.
          </Text>
        </fetcher.Form>
      </Paper>

      {pipelines.map((pipeline, index) => (
        <Paper
          key={pipeline.id}
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
                onClick={() =>
                  submit({ intent: "reorder-pipelines", companyId: company.id, ids: swap(ids, index, -1) })
                }
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${pipeline.name} down`}
                disabled={index === pipelines.length - 1 || busy}
                onClick={() => submit({ intent: "reorder-pipelines", companyId: company.id, ids: swap(ids, index, 1) })}
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
            {pipeline.statuses.map((status, i) => {
              const statusIds = pipeline.statuses.map((s) => s.id);
              return (
                <Group
                  key={status.id}
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
                      onClick={() =>
                        submit({ intent: "reorder-statuses", pipelineId: pipeline.id, ids: swap(statusIds, i, -1) })
                      }
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${status.name} down`}
                      disabled={i === pipeline.statuses.length - 1 || busy}
                      onClick={() =>
                        submit({ intent: "reorder-statuses", pipelineId: pipeline.id, ids: swap(statusIds, i, 1) })
                      }
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
            })}
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
      ))}

      <Modal
        opened={deleting !== null}
        onClose={() => setAsked(null)}
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
              <Button variant="default" onClick={() => setAsked(null)}>
                Cancel
              </Button>
              <Button color="red" onClick={confirmDelete} disabled={held > 0 && !moveTo}>
                {held > 0 ? "Move cards and delete" : "Delete"}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
