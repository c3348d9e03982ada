import { Button, Group, Paper, Select, Text } from "@mantine/core";
import { IconArchive, IconArrowsLeftRight, IconRestore } from "@tabler/icons-react";
import { Link, type useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { MessageButtons } from "~/messaging/MessageButtons";
import type { BulkResult, CandidateRow } from "./list-model";

/** What the list can do with the selected rows: status, role, archive (or restore), each through the list's action. */
export function BulkBar({
  mode,
  selected,
  statuses,
  roles,
  canMoveStages,
  fetcher,
  onClear,
}: {
  mode: "active" | "archived";
  selected: CandidateRow[];
  statuses: string[];
  roles: string[];
  canMoveStages: boolean;
  fetcher: ReturnType<typeof useFetcher<BulkResult>>;
  onClear(): void;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const ids = selected.map((r) => r.id).join(",");
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const submit = (intent: string, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, ids, ...extra }, { method: "post" });
  // Roles are names of the selected people's companies; the API refuses one a company lacks.
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" role="region" aria-label="Bulk actions">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text fw={500} size="sm" style={{ alignSelf: "center" }} aria-live="polite">
          {selected.length} selected
        </Text>
        {mode === "active" && canMoveStages ? (
          <Group gap={4} align="flex-end" wrap="nowrap">
            <Select
              label="Status"
              placeholder="Move to…"
              data={statuses}
              value={status}
              onChange={setStatus}
              w={150}
              size="sm"
            />
            <Button
              size="sm"
              disabled={!status}
              loading={busy("status")}
              onClick={() => status && submit("status", { status })}
            >
              Apply
            </Button>
          </Group>
        ) : null}
        {mode === "active" ? (
          <Group gap={4} align="flex-end" wrap="nowrap">
            <Select
              label="Role"
              placeholder="Set role…"
              data={roles}
              value={role}
              onChange={setRole}
              searchable
              w={170}
              size="sm"
            />
            <Button size="sm" disabled={!role} loading={busy("role")} onClick={() => role && submit("role", { role })}>
              Apply
            </Button>
          </Group>
        ) : null}
        {mode === "active" ? (
          <Button
            size="sm"
            variant="light"
            color="gray"
            leftSection={<IconArchive size={16} aria-hidden />}
            loading={busy("archive")}
            onClick={() => submit("archive")}
          >
            Archive
          </Button>
        ) : (
          <Button
            size="sm"
            leftSection={<IconRestore size={16} aria-hidden />}
            loading={busy("restore")}
            onClick={() => submit("restore")}
          >
            Restore
          </Button>
        )}
        {brand.features.comparison ? (
          // Comparison takes 2 to 8 people (the comparison page says who has not finished).
          selected.length >= 2 && selected.length <= 8 ? (
            <Button
              component={Link}
              to={`/compare?${selected.map((r) => `ids=${r.id}`).join("&")}`}
              size="sm"
              variant="light"
              leftSection={<IconArrowsLeftRight size={16} aria-hidden />}
            >
              Compare
            </Button>
          ) : (
            <Group gap={6} wrap="nowrap">
              <Button size="sm" variant="light" disabled leftSection={<IconArrowsLeftRight size={16} aria-hidden />}>
                Compare
              </Button>
              <Text size="xs" c="dimmed">
                Select 2 to 8 to compare
              </Text>
            </Group>
          )
        ) : null}
        {mode === "active" ? <MessageButtons selectedIds={selected.map((r) => r.id)} /> : null}
        <Button size="sm" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
