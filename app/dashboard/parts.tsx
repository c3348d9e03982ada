// The dashboard's building blocks: a titled card (a named region, so each figure can be found by its title) and a
// figure inside it.
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

export function DashboardCard({
  title,
  action,
  children,
}: {
  title: string;
  /** A link beside the title (e.g. "View all"). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div
          style={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 8, flexWrap: "wrap" }}
        >
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** One number with its title and a line saying what it counts. */
export function Figure({ title, value, note }: { title: string; value: ReactNode; note: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Text id={id} size="sm" c="dimmed" fw={500}>
        {title}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid="figure-value">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}
