// One mapping set (/report-configurator/{id}): its ranges and their texts (editable while a draft), the gaps and
// overlaps that keep it from activation, the changes against the version it would replace, a preview on a real
// person's report, and activate / roll back / archive, each confirmed first.
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ordinal } from "~domain/coaching/growth";
import { possessive } from "~domain/text";
import { BLOCK_FIELDS, rangeProblems, REPORT_KIND_LABELS, type BlockField } from "~domain/report-mappings";
import { useActionResult, type ActionFields } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { diffRanges, rangeText, type DiffRange } from "./diff";
import type { editorAction, loadEditor } from "./editor.server";
import { STATUS_COLORS, type MappingDetailJson, type PreviewJson } from "./model";

export type EditorData = SerializeFrom<typeof loadEditor>;
type Intent = "activate" | "rollback" | "archive";

const SOURCE_TEXT = {
  draft: "this set",
  active: "the active version",
  previous: "the previous version",
  "built-in": "the built-in texts",
} as const;

export function MappingEditor({ mapping, people }: EditorData) {
  // The form restarts from the saved set whenever the set changes (saved, activated, rolled back).
  return <EditorBody key={`${mapping.id}-${mapping.updated_at}`} mapping={mapping} people={people} />;
}

function EditorBody({ mapping, people }: EditorData) {
  const editable = mapping.status === "draft";
  const [name, setName] = useState(mapping.name);
  const [isTest, setIsTest] = useState(mapping.is_test);
  const [ranges, setRanges] = useState<DiffRange[]>(mapping.ranges);
  const [confirming, setConfirming] = useState<Intent | null>(null);
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
      <div>
        <Anchor component={Link} to="/report-configurator" size="sm">
          Report Configurator
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {mapping.name}
          </Title>
          <Badge color={STATUS_COLORS[mapping.status]} variant="light">
            {mapping.status}
          </Badge>
          {mapping.is_test ? <Badge variant="outline">test</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {REPORT_KIND_LABELS[mapping.report_kind]} · {mapping.scale_name} ({mapping.scale}) · version {mapping.version}
        </Text>
        {mapping.report_kind === "comparison" || mapping.report_kind === "conflict" ? (
          <Text size="sm" c="dimmed">
            Ranges are matched against the percentile of the person lower on the scale ({"{lower}"}).
          </Text>
        ) : null}
      </div>

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

      <Preview mapping={mapping} people={people} ranges={ranges} />
      <Changes mapping={mapping} ranges={ranges} />

      <ConfirmDialog
        subject={confirming}
        title={(intent) =>
          intent === "activate"
            ? `Activate version ${mapping.version}?`
            : intent === "rollback"
              ? `Roll back version ${mapping.version}?`
              : `Archive version ${mapping.version}?`
        }
        confirmLabel={(intent) => ({ activate: "Activate", rollback: "Roll back", archive: "Archive" })[intent]}
        color={(intent) => (intent === "activate" ? "green" : intent === "rollback" ? "orange" : "red")}
        onClose={() => setConfirming(null)}
        onConfirm={(intent) => submit({ intent })}
      >
        {(intent) =>
          intent === "activate" ? (
            <>
              Every {REPORT_KIND_LABELS[mapping.report_kind].toLowerCase()} will show this version's texts for{" "}
              <strong>{mapping.scale_name}</strong> at once
              {mapping.baseline.source === "active" ? `, replacing version ${mapping.baseline.version}` : ""}.
              {editable ? " Unsaved changes are not included: save the draft first." : ""}
            </>
          ) : intent === "rollback" ? (
            <>
              Version {mapping.version} will be archived and{" "}
              {mapping.baseline.source === "built-in"
                ? "reports will show the built-in texts again"
                : `version ${mapping.baseline.version} will be active again`}
              .
            </>
          ) : (
            <>
              Version {mapping.version} will be archived
              {mapping.status === "active" ? " and reports will show the built-in texts for this scale" : ""}.
            </>
          )
        }
      </ConfirmDialog>
    </Stack>
  );
}

function RangeEditor({
  index,
  range,
  fields,
  editable,
  form,
  onChange,
  onRemove,
}: {
  index: number;
  range: DiffRange;
  fields: readonly BlockField[];
  editable: boolean;
  form: ActionFields;
  onChange(next: Partial<DiffRange>): void;
  onRemove?: () => void;
}) {
  const at = `ranges.${index}`;
  const setText = (key: string, value: string | string[]) => onChange({ text: { ...range.text, [key]: value } });
  return (
    <Card withBorder padding="md" component="section" aria-label={`Range ${rangeText(range)}`}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label="From percentile"
            value={range.min}
            min={1}
            max={99}
            allowDecimal={false}
            readOnly={!editable}
            onChange={(v) => onChange({ min: Number(v) || 0 })}
            error={form.error(`${at}.min`)}
            w={140}
          />
          <NumberInput
            label="To percentile"
            value={range.max}
            min={1}
            max={99}
            allowDecimal={false}
            readOnly={!editable}
            onChange={(v) => onChange({ max: Number(v) || 0 })}
            error={form.error(`${at}.max`)}
            w={140}
          />
          {editable && onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              onClick={onRemove}
              aria-label={`Remove range ${rangeText(range)}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {fields.map((field) => {
          const value = range.text[field.key];
          const error = form.error(`${at}.text.${field.key}`);
          if (field.type === "choice") {
            return (
              <Select
                key={field.key}
                label={field.label}
                data={[...(field.options ?? [])]}
                value={typeof value === "string" ? value : null}
                readOnly={!editable}
                allowDeselect={false}
                onChange={(v) => v && setText(field.key, v)}
                error={error}
                maw={240}
              />
            );
          }
          if (field.type === "list") {
            const items = Array.isArray(value) ? value : [];
            return (
              <SimpleGrid key={field.key} cols={{ base: 1, sm: Math.min(field.count ?? 1, 3) }}>
                {Array.from({ length: field.count ?? 1 }, (_, j) => (
                  <TextInput
                    key={j}
                    label={`${field.label} ${j + 1}`}
                    value={items[j] ?? ""}
                    readOnly={!editable}
                    onChange={(e) => {
                      const next = [...items];
                      next[j] = e.currentTarget.value;
                      setText(field.key, next);
                    }}
                    error={form.error(`${at}.text.${field.key}.${j}`) ?? (j === 0 ? error : undefined)}
                  />
                ))}
              </SimpleGrid>
            );
          }
          const Input = field.type === "long" ? Textarea : TextInput;
          return (
            <Input
              key={field.key}
              label={field.label}
              value={typeof value === "string" ? value : ""}
              readOnly={!editable}
              autosize={field.type === "long" ? true : undefined}
              minRows={field.type === "long" ? 2 : undefined}
              onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                setText(field.key, e.currentTarget.value)
              }
              error={error}
            />
          );
        })}
      </Stack>
    </Card>
  );
}

function Preview({
  mapping,
  people,
  ranges,
}: {
  mapping: MappingDetailJson;
  people: EditorData["people"];
  ranges: DiffRange[];
}) {
  const [person, setPerson] = useState<string | null>(people[0] ? String(people[0].id) : null);
  const fetcher = useFetcher<typeof editorAction>({ key: `mapping-preview-${mapping.id}` });
  useActionResult(fetcher.data, { successToast: false });
  const preview = fetcher.data?.ok ? (fetcher.data.data as PreviewJson | undefined) : undefined;
  const fields = BLOCK_FIELDS[mapping.report_kind];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="preview-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="preview-title">
          Preview on a person's report
        </Title>
        {people.length === 0 ? (
          <Text size="sm" c="dimmed">
            No one has finished the assessment yet: there is no report to preview.
          </Text>
        ) : (
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Person"
              data={people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.company})` }))}
              value={person}
              onChange={setPerson}
              searchable
              allowDeselect={false}
              style={{ flex: "1 1 260px" }}
              maw={420}
            />
            <Button
              variant="light"
              loading={fetcher.state !== "idle"}
              disabled={!person}
              onClick={() =>
                fetcher.submit({ intent: "preview", survey_result_id: Number(person), ranges } as never, {
                  method: "post",
                  encType: "application/json",
                })
              }
            >
              Preview
            </Button>
          </Group>
        )}
        {preview ? (
          <Stack gap="sm" aria-live="polite">
            <Text size="sm">
              {preview.person.first} {preview.person.last} is at the {ordinal(preview.percentile)} percentile on{" "}
              {preview.scale_name} ({preview.level}).
              {preview.shown_in.length ? ` Shown in: ${preview.shown_in.join(", ")}.` : ""}{" "}
              <Anchor
                component={Link}
                to={`/survey-results/${preview.person.id}${mapping.report_kind === "growth" ? "/growth" : ""}`}
              >
                Open {possessive(`${preview.person.first} ${preview.person.last}`)} report
              </Anchor>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PreviewBlock
                title={`Today (${SOURCE_TEXT[preview.current.source]})`}
                block={preview.current}
                fields={fields}
                testId="preview-current"
              />
              <PreviewBlock
                title={`With this set${preview.draft.range ? ` (range ${rangeText(preview.draft.range)})` : " (not covered: today's text stays)"}`}
                block={preview.draft}
                fields={fields}
                testId="preview-draft"
              />
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function PreviewBlock({
  title,
  block,
  fields,
  testId,
}: {
  title: string;
  block: PreviewJson["draft"];
  fields: readonly BlockField[];
  testId: string;
}) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Stack gap={6}>
        {fields.map((field) => {
          const value = block.text[field.key];
          return (
            <div key={field.key}>
              <Text size="xs" c="dimmed">
                {field.label}
              </Text>
              {Array.isArray(value) ? (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {value.map((v, i) => (
                    <li key={i}>
                      <Text size="sm">{v}</Text>
                    </li>
                  ))}
                </ul>
              ) : (
                <Text size="sm">{value}</Text>
              )}
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}

function Changes({ mapping, ranges }: { mapping: MappingDetailJson; ranges: DiffRange[] }) {
  const diff = diffRanges(mapping.report_kind, mapping.baseline.ranges, ranges);
  const against =
    mapping.baseline.source === "built-in"
      ? "the built-in texts"
      : mapping.baseline.source === "previous"
        ? `version ${mapping.baseline.version} (what a rollback brings back)`
        : `the active version ${mapping.baseline.version}`;
  const changed = diff.filter((d) => d.kind !== "same");
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="changes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="changes-title">
          Changes against {against}
        </Title>
        {changed.length === 0 ? (
          <Text size="sm" c="dimmed">
            No changes.
          </Text>
        ) : (
          changed.map((d) => (
            <div key={`${d.kind}-${d.range}`}>
              <Text size="sm" fw={600}>
                Range {d.range}: {d.kind}
              </Text>
              {d.kind === "changed"
                ? d.changes.map((c, i) => (
                    <Text size="sm" key={i} component="div">
                      {c.label}: <del style={{ color: "var(--mantine-color-red-8)" }}>{c.before || "(empty)"}</del>{" "}
                      <ins style={{ color: "var(--mantine-color-green-9)", textDecoration: "none" }}>
                        → {c.after || "(empty)"}
                      </ins>
                    </Text>
                  ))
                : null}
            </div>
          ))
        )}
      </Stack>
    </Card>
  );
}
