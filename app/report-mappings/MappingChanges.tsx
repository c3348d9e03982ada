import { Card, Stack, Text, Title } from "@mantine/core";
import { diffRanges, type DiffRange } from "./diff";
import type { MappingDetailJson } from "./model";

/** What the ranges change against the version they would replace (or the built-in texts). */
export function MappingChanges({ mapping, ranges }: { mapping: MappingDetailJson; ranges: DiffRange[] }) {
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
