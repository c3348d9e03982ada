import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@remix-run/react";
import brand from "~brand";
import { pipelineInText } from "~/ui/wording";
import { possessive } from "~domain/text";
import classes from "./Board.module.css";
import { DeletePipelineDialog } from "./DeletePipelineDialog";
import { PipelineCard } from "./PipelineCard";
import type { loadPipelines } from "./pipelines.server";
import { usePipelineChanges } from "./usePipelineChanges";

/** The loader's answer (app/pipeline/pipelines.server.ts). */
export type PipelinesData = Awaited<ReturnType<typeof loadPipelines>>;

/** /pipelines: a company's pipelines and their statuses, created, renamed, reordered and deleted in place. */
export function PipelinesPage({ company, companies, pipelines }: PipelinesData) {
  const navigate = useNavigate();
  const changes = usePipelineChanges(pipelines);
  const { fetcher } = changes;

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
        <fetcher.Form method="post" ref={changes.createForm}>
          <input type="hidden" name="intent" value="create-pipeline" />
          <input type="hidden" name="companyId" value={company.id} />
          <Group align="flex-end" gap="sm">
            <TextInput
              name="name"
              label="New pipeline"
              placeholder={`e.g. ${brand.wording.pipelineExample}`}
              required
              maxLength={80}
              error={changes.errorOf("create-pipeline")}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={changes.busy && fetcher.formData?.get("intent") === "create-pipeline"}
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
        <PipelineCard
          key={pipeline.id}
          pipeline={pipeline}
          index={index}
          pipelines={pipelines}
          companyId={company.id}
          changes={changes}
        />
      ))}

      <DeletePipelineDialog pipelines={pipelines} changes={changes} />
    </Stack>
  );
}
