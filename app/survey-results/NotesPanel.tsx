import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import { showUndoToast } from "~/ui/toasts";
import { dateTime, type NoteJson, type ReportActionResult } from "./model";

/** Notes about the candidate: add, edit (one's own), delete with Undo. */
export function NotesPanel({ notes }: { notes: NoteJson[] }) {
  const add = useFetcher<ReportActionResult>({ key: "note-add" });
  const change = useFetcher<ReportActionResult>({ key: "note-change" });
  const undo = useFetcher<ReportActionResult>({ key: "note-undo" });
  const [draft, setDraft] = useState("");
  const [editing, setEditing] = useState<{ id: number; body: string } | null>(null);

  useActionResult(add.data, { onSuccess: () => setDraft("") });
  useActionResult(change.data, {
    // A delete says it with its Undo.
    successToast: (result) => result.intent !== "note-delete",
    onSuccess: (result) => {
      const note = result.data.note;
      if (result.intent === "note-delete" && note) {
        showUndoToast({
          message: result.message ?? "Note deleted.",
          onUndo: () => undo.submit({ intent: "note-restore", noteId: String(note.id) }, { method: "post" }),
        });
      } else setEditing(null);
    },
  });
  useActionResult(undo.data);

  const busy = (f: typeof add) => f.state !== "idle";
  return (
    <Stack gap="sm">
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Notes">
          {notes.map((note) => (
            <Paper key={note.id} withBorder p="sm" radius="sm" component="li" data-testid="note">
              {editing?.id === note.id ? (
                <Stack gap="xs">
                  <Textarea
                    label="Edit note"
                    value={editing.body}
                    onChange={(e) => setEditing({ id: note.id, body: e.currentTarget.value })}
                    autosize
                    minRows={2}
                    maxLength={5000}
                  />
                  <Group gap="xs" justify="flex-end">
                    <Button variant="default" size="xs" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                    <Button
                      size="xs"
                      loading={busy(change)}
                      disabled={!editing.body.trim()}
                      onClick={() =>
                        change.submit(
                          { intent: "note-edit", noteId: String(note.id), body: editing.body },
                          { method: "post" },
                        )
                      }
                    >
                      Save note
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {note.body}
                  </Text>
                  <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {note.author ? `${note.author.first} ${note.author.last}` : "Former user"} ·{" "}
                      {dateTime(note.created_at)}
                      {note.updated_at !== note.created_at ? " · edited" : ""}
                    </Text>
                    {note.can_edit ? (
                      <Group gap={4} className="no-print">
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          onClick={() => setEditing({ id: note.id, body: note.body })}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-xs"
                          onClick={() =>
                            change.submit({ intent: "note-delete", noteId: String(note.id) }, { method: "post" })
                          }
                        >
                          Delete
                        </Button>
                      </Group>
                    ) : null}
                  </Group>
                </>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <add.Form
        method="post"
        className="no-print"
        onSubmit={(e) => {
          if (!draft.trim()) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="note-add" />
        <Stack gap="xs">
          <Textarea
            label="Add a note"
            name="body"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={5000}
          />
          <Group justify="flex-end">
            <Button type="submit" size="sm" loading={busy(add)} disabled={!draft.trim()}>
              Add note
            </Button>
          </Group>
        </Stack>
      </add.Form>
    </Stack>
  );
}
