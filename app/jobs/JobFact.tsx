import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled fact on a job's page: the label in a fixed column, the value beside it. */
export function JobFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={180} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}
