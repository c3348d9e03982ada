import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ordinal } from "~domain/coaching/growth";
import { possessive } from "~domain/text";
import { BLOCK_FIELDS, type BlockField } from "~domain/report-mappings";
import { useActionResult } from "~/ui/action";
import { rangeText, type DiffRange } from "./diff";
import type { editorAction } from "./editor.server";
import type { EditorData } from "./MappingEditor";
import type { MappingDetailJson, PreviewJson } from "./model";

const SOURCE_TEXT = {
  draft: "this set",
  active: "the active version",
  previous: "the previous version",
  "built-in": "the built-in texts",
} as const;

/** The unsaved ranges' texts on a real person's report, beside what the report shows today. */
export function MappingPreview({
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
