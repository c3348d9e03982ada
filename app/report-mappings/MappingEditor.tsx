// One mapping set (/report-configurator/{id}): its ranges and their texts (editable while a draft), the gaps and
// overlaps that keep it from activation, the changes against the version it would replace, a preview on a real
// person's report, and activate / roll back / archive, each confirmed first.
import { Alert, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { BLOCK_FIELDS, rangeProblems } from "~domain/report-mappings";
import { useActionResult } from "~/ui/action";
import { ConfirmMappingStatus, type StatusIntent } from "./ConfirmMappingStatus";
import type { DiffRange } from "./diff";
import type { editorAction, loadEditor } from "./editor.server";
import { MappingChanges } from "./MappingChanges";
import { MappingHeader } from "./MappingHeader";
import { MappingPreview } from "./MappingPreview";
import { RangeEditor } from "./RangeEditor";

export type EditorData = SerializeFrom<typeof loadEditor>;

export function MappingEditor({ mapping, people }: EditorData) {
  // The form restarts from the saved set whenever the set changes (saved, activated, rolled back).
  return <EditorBody key={`${mapping.id}-${mapping.updated_at}`} mapping={mapping} people={people} />;
}

function EditorBody({ mapping, people }: EditorData) {
  const editable = mapping.status === "draft";
  const [name, setName] = useState(mapping.name);
  const [isTest, setIsTest] = useState(mapping.is_test);
  const [ranges, setRanges] = useState<DiffRange[]>(mapping.ranges);
  const [confirming, setConfirming] = useState<StatusIntent | null>(null);
  const act = useFetcher<typeof editorAction>({ key: `mapping-${mapping.id}` });
  const form = useActionResult(act.data);
  const problems = rangeProblems(ranges);
  const busy = act.state !== "idle";
  const submit = (body: Record<string, unknown>) =>
    act.submit(body as never, { method: "post", encType: "application/json" });

  const change = (i: number, next: Partial<DiffRange>) =>
    setRanges((all) => all.map((r, j) => (j === i ? { ...r, ...next } : r)));
  const addRange = () =>
    setRanges((all) => {
      const last = all[all.length - 1];
      const min = Math.min(99, (last?.max ?? 0) + 1);
      return [...all, { min, max: 99, text: structuredClone(last?.text ?? {}) }];
    });

  return (
    <Stack gap="lg" maw={1000}>
      <MappingHeader mapping={mapping} />

      <Group gap="sm">
        {editable ? (
          <Button
            onClick={() => submit({ intent: "save", name, is_test: isTest, ranges })}
            loading={busy && act.json !== undefined && (act.json as { intent?: string }).intent === "save"}
          >
            Save draft
          </Button>
        ) : null}
        {mapping.status !== "active" ? (
          <Button color="green" variant="light" onClick={() => setConfirming("activate")} disabled={busy}>
            Activate
          </Button>
        ) : (
          <Button color="orange" variant="light" onClick={() => setConfirming("rollback")} disabled={busy}>
            Roll back
          </Button>
        )}
        {mapping.status !== "archived" ? (
          <Button color="gray" variant="subtle" onClick={() => setConfirming("archive")} disabled={busy}>
            Archive
          </Button>
        ) : null}
      </Group>

      {problems.length ? (
        <Alert color="yellow" title="Not ready to activate">
          The ranges must cover percentiles 1–99 exactly once: {problems.join(", ")}.
        </Alert>
      ) : null}

      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Ranges and texts
          </Title>
          {editable ? (
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label="Name"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={form.error("name")}
                maxLength={120}
                style={{ flex: "1 1 240px" }}
              />
              <Checkbox
                label="Test mapping"
                checked={isTest}
                onChange={(e) => setIsTest(e.currentTarget.checked)}
                mb={8}
              />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Only a draft can be changed: start a new draft to change these texts.
            </Text>
          )}
          {ranges.map((range, i) => (
            <RangeEditor
              key={i}
              index={i}
              range={range}
              fields={BLOCK_FIELDS[mapping.report_kind]}
              editable={editable}
              form={form}
              onChange={(next) => change(i, next)}
              onRemove={ranges.length > 1 ? () => setRanges((all) => all.filter((_, j) => j !== i)) : undefined}
            />
          ))}
          {editable ? (
            <Group>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addRange}>
                Add range
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>

      <MappingPreview mapping={mapping} people={people} ranges={ranges} />
      <MappingChanges mapping={mapping} ranges={ranges} />

      <ConfirmMappingStatus
        mapping={mapping}
        confirming={confirming}
        editable={editable}
        onClose={() => setConfirming(null)}
        onConfirm={(intent) => submit({ intent })}
      />
    </Stack>
  );
}
