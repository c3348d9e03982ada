import { Button, Group, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

const VIEWS = [
  { to: "/jobs/overview", label: "Overview" },
  { to: "/jobs/board", label: "Board" },
  { to: "/jobs/templates", label: "Application templates" },
] as const;

export type JobsView = (typeof VIEWS)[number]["to"];

/** The jobs area's heading, links between its views, and the page's actions on the heading's right. */
export function JobsHeader({
  title,
  description,
  current,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  current?: JobsView;
  actions?: ReactNode;
}) {
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </div>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      <Group component="nav" aria-label="Jobs" gap={4}>
        {VIEWS.map((view) => (
          <Button
            key={view.to}
            component={Link}
            to={view.to}
            size="compact-sm"
            variant={view.to === current ? "light" : "subtle"}
            color={view.to === current ? undefined : "gray"}
            aria-current={view.to === current ? "page" : undefined}
          >
            {view.label}
          </Button>
        ))}
      </Group>
    </>
  );
}
