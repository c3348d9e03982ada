// The course editor's small parts: hidden form fields, a section card, and an item of an ordered list (lessons,
// questions) with its move, edit and delete buttons.
import { ActionIcon, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AdminCourseJson } from "../../api/academy/contract";

export type Lesson = AdminCourseJson["lessons"][number];
export type Question = AdminCourseJson["questions"][number];
export type Assignment = AdminCourseJson["assignments"][number];
export type Editing = { kind: "lesson"; item: Lesson | null } | { kind: "question"; item: Question | null } | null;
export type Removing =
  | { intent: "deleteLesson"; id: number; name: string }
  | { intent: "deleteQuestion"; id: number; name: string }
  | { intent: "unassign"; id: number; name: string }
  | { intent: "status"; id: number; name: string };

export function Hidden({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function MoveButtons({
  intent,
  field,
  id,
  name,
  first,
  last,
}: {
  intent: string;
  field: string;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      {(["up", "down"] as const).map((direction) => (
        <Form method="post" key={direction}>
          <Hidden values={{ intent, [field]: id, direction }} />
          <ActionIcon
            type="submit"
            variant="subtle"
            color="gray"
            aria-label={`Move ${name} ${direction}`}
            disabled={direction === "up" ? first : last}
          >
            {direction === "up" ? <IconArrowUp size={16} aria-hidden /> : <IconArrowDown size={16} aria-hidden />}
          </ActionIcon>
        </Form>
      ))}
    </Group>
  );
}

/** One lesson or question in its ordered list: its text, then moving it up or down, editing and deleting it. */
export function OrderedItem({
  name,
  move,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  move: Omit<Parameters<typeof MoveButtons>[0], "name">;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Text>
      <Group gap={2} wrap="nowrap">
        <MoveButtons {...move} name={name} />
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
