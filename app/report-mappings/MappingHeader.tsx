import { Anchor, Badge, Group, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { REPORT_KIND_LABELS } from "~domain/report-mappings";
import { STATUS_COLORS, type MappingDetailJson } from "./model";

/** The set's name, status, report kind, scale and version. */
export function MappingHeader({ mapping }: { mapping: MappingDetailJson }) {
  return (
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
  );
}
