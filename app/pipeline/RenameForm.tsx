import { ActionIcon, Button, Group, TextInput } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ActionResult } from "~/ui/action";

/**
 * A rename behind a pencil button: the field appears in place, Enter saves, Escape cancels. It closes once the
 * rename is saved, and stays open with the problem beside the field when it is refused.
 */
export function RenameForm({
  fetcher,
  intent,
  label,
  value,
  fields,
  error,
  compact = false,
}: {
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  intent: string;
  label: string;
  value: string;
  fields: Record<string, number>;
  error: string | undefined;
  compact?: boolean;
}): ReactNode {
  const [editing, setEditing] = useState(false);
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current || fetcher.state !== "idle" || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.ok) setEditing(false);
  }, [fetcher.state, fetcher.data]);
  if (!editing) {
    return (
      <ActionIcon variant="subtle" aria-label={label} onClick={() => setEditing(true)} mt={compact ? 0 : 4}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <fetcher.Form method="post" onSubmit={() => (sent.current = true)}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <Group gap={4} wrap="nowrap" mt={compact ? 0 : 4} align="flex-start">
        <TextInput
          name="name"
          size="xs"
          aria-label={label}
          defaultValue={value}
          required
          maxLength={80}
          error={error}
          data-autofocus
          autoFocus
          onKeyDown={(event) => event.key === "Escape" && setEditing(false)}
        />
        <Button type="submit" size="xs">
          Save
        </Button>
        <Button size="xs" variant="default" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Group>
    </fetcher.Form>
  );
}
