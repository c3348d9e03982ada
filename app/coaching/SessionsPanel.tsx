// The sessions held with the person, newest first: add one (today unless changed, with notes), edit one's own,
// delete one's own (asked first, then Undo records it again).
import { Button, Card, Group, Paper, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { showUndoToast, toast } from "~/ui/toasts";
import { MAX_NOTES } from "../../api/coaching/contract";
import { dayText, personName, type CoachingActionResult, type SessionJson } from "./model";

interface Draft {
  held_on: string;
  notes: string;
}

export function SessionsPanel({
  sessions,
  today,
  latest,
  me,
}: {
  sessions: SessionJson[];
  /** Today's date (YYYY-MM-DD): a new session's date unless changed. */
  today: string;
  /** The latest date a session may have (a year ahead). */
  latest: string;
  me: number;
}) {
  const add = useFetcher<CoachingActionResult>({ key: "session-add" });
  const change = useFetcher<CoachingActionResult>({ key: "session-change" });
  const remove = useFetcher<CoachingActionResult>({ key: "session-remove" });
  const undo = useFetcher<CoachingActionResult>({ key: "session-undo" });
  // Controlled, so what was typed stays when the server refuses it; cleared only once it is saved.
  const [draft, setDraft] = useState<Draft>({ held_on: today, notes: "" });
  const [editing, setEditing] = useState<(Draft & { id: number }) | null>(null);
  const [confirming, setConfirming] = useState<SessionJson | null>(null);

  const addForm = useActionResult(add.data, { onSuccess: () => setDraft({ held_on: today, notes: "" }) });
  const editForm = useActionResult(change.data, { onSuccess: () => setEditing(null) });
  useActionResult(remove.data, {
    // A delete says it with its Undo.
    successToast: false,
    onSuccess: (result) => {
      const session = result.data.session;
      if (!session) return;
      showUndoToast({
        message: result.message ?? "Session deleted.",
        onUndo: () =>
          undo.submit({ intent: "session-add", held_on: session.held_on, notes: session.notes }, { method: "post" }),
      });
    },
  });
  useActionResult(undo.data, { successToast: false, onSuccess: () => toast.success("Session restored.") });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="sessions-title">
          Sessions{sessions.length ? ` (${sessions.length})` : ""}
        </Title>

        <add.Form method="post" aria-label="Add a session">
          <input type="hidden" name="intent" value="session-add" />
          <Stack gap="xs">
            <TextInput
              type="date"
              label="Date"
              name="held_on"
              required
              max={latest}
              value={draft.held_on}
              onChange={(e) => setDraft({ ...draft, held_on: e.currentTarget.value })}
              error={addForm.error("held_on")}
              maw={220}
            />
            <Textarea
              label="Notes"
              name="notes"
              description="What you talked about, what was agreed, what to pick up next time."
              value={draft.notes}
              onChange={(e) => setDraft({ ...draft, notes: e.currentTarget.value })}
              error={addForm.error("notes")}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={MAX_NOTES}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={add.state !== "idle"}>
                Add session
              </Button>
            </Group>
          </Stack>
        </add.Form>

        {sessions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No sessions yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Sessions" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {sessions.map((session) => (
              <Paper key={session.id} withBorder p="sm" radius="sm" component="li" data-testid="session">
                {editing?.id === session.id ? (
                  <Stack gap="xs">
                    <TextInput
                      type="date"
                      label="Date"
                      required
                      max={latest}
                      value={editing.held_on}
                      onChange={(e) => setEditing({ ...editing, held_on: e.currentTarget.value })}
                      error={editForm.error("held_on")}
                      maw={220}
                    />
                    <Textarea
                      label="Notes"
                      value={editing.notes}
                      onChange={(e) => setEditing({ ...editing, notes: e.currentTarget.value })}
                      error={editForm.error("notes")}
                      autosize
                      minRows={3}
                      maxRows={12}
                      maxLength={MAX_NOTES}
                    />
                    <Group gap="xs" justify="flex-end">
                      <Button variant="default" size="xs" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                      <Button
                        size="xs"
                        loading={change.state !== "idle"}
                        onClick={() =>
                          change.submit(
                            {
                              intent: "session-edit",
                              sessionId: String(session.id),
                              held_on: editing.held_on,
                              notes: editing.notes,
                            },
                            { method: "post" },
                          )
                        }
                      >
                        Save session
                      </Button>
                    </Group>
                  </Stack>
                ) : (
                  <>
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <Text fw={600} size="sm" component="h3" m={0}>
                        {dayText(session.held_on)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {session.coach
                          ? `with ${session.coach.id === me ? "you" : personName(session.coach)}`
                          : "with a former user"}
                      </Text>
                    </Group>
                    {session.notes ? (
                      <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                        {session.notes}
                      </Text>
                    ) : (
                      <Text size="sm" mt={4} c="dimmed">
                        No notes.
                      </Text>
                    )}
                    {session.can_edit ? (
                      <Group gap={4} mt={4} justify="flex-end">
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          onClick={() => setEditing({ id: session.id, held_on: session.held_on, notes: session.notes })}
                          aria-label={`Edit the session of ${dayText(session.held_on)}`}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-xs"
                          onClick={() => setConfirming(session)}
                          aria-label={`Delete the session of ${dayText(session.held_on)}`}
                        >
                          Delete
                        </Button>
                      </Group>
                    ) : null}
                  </>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        subject={confirming}
        title="Delete this session?"
        confirmLabel="Delete"
        onClose={() => setConfirming(null)}
        onConfirm={(s) => remove.submit({ intent: "session-delete", sessionId: String(s.id) }, { method: "post" })}
      >
        {(s) => (
          <>
            The session of <strong>{dayText(s.held_on)}</strong> and its notes will be deleted.
          </>
        )}
      </ConfirmDialog>
    </Card>
  );
}
