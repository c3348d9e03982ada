import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The empty state of a list that is not one table (ListTable says its `emptyText` itself). */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}
