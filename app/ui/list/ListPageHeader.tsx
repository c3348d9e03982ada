import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A list page's header: its title, a line that describes it and the page's action (e.g. an "Add …" button). */
export function ListPageHeader({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {action}
    </Group>
  );
}
