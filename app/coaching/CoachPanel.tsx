// Who coaches the person: start coaching (the signed-in user, or another coach chosen from the company's users),
// change the coach, or stop coaching (asked first; Undo gives the person back to the same coach).
import { Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { shortDate } from "~/survey-results/list-model";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { showUndoToast, toast } from "~/ui/toasts";
import { personName, type CoachingActionResult } from "./model";

type Named = { id: number; first: string; last: string };

export function CoachPanel({
  person,
  coach,
  since,
  coaches,
  me,
}: {
  person: { first: string; last: string };
  coach: Named | null;
  since: string | null;
  /** Whom the user may choose as coach (the user first). */
  coaches: Named[];
  me: number;
}) {
  const assign = useFetcher<CoachingActionResult>({ key: "coach-assign" });
  const stop = useFetcher<CoachingActionResult>({ key: "coach-stop" });
  const undo = useFetcher<CoachingActionResult>({ key: "coach-undo" });
  const [changing, setChanging] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Named | null>(null);
  const form = useActionResult(assign.data, {
    onSuccess: () => {
      setChanging(false);
      setChoice(null);
    },
  });
  useActionResult(stop.data, {
    // The stop says it with its Undo.
    successToast: false,
    onSuccess: (result) => {
      const formerCoachId = result.data.formerCoachId;
      showUndoToast({
        message: result.message ?? "Coaching stopped.",
        onUndo: () => {
          if (formerCoachId)
            undo.submit({ intent: "assign", coach_user_id: String(formerCoachId) }, { method: "post" });
        },
      });
    },
  });
  useActionResult(undo.data, { successToast: false, onSuccess: () => toast.success("Coaching resumed.") });

  const who = (c: Named) => (c.id === me ? `${personName(c)} (you)` : personName(c));
  const others = coaches.filter((c) => c.id !== coach?.id);
  const options = others.map((c) => ({ value: String(c.id), label: who(c) }));
  const busy = assign.state !== "idle";
  const showPicker = coach ? changing : others.some((c) => c.id !== me);
  const error = form.error("coach_user_id");

  const picker = (
    <assign.Form method="post">
      <input type="hidden" name="intent" value="assign" />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={coach ? "New coach" : "Or choose another coach"}
          name="coach_user_id"
          placeholder="Choose a coach"
          data={options}
          value={choice ?? form.value("coach_user_id") ?? null}
          onChange={setChoice}
          searchable
          nothingFoundMessage="Nobody by that name"
          error={error}
          style={{ flex: "1 1 220px" }}
          maw={320}
          comboboxProps={{ withinPortal: true }}
          // Opened by "Change coach": the choice is what comes next.
          autoFocus={Boolean(coach)}
        />
        <Button
          type="submit"
          variant={coach ? "filled" : "default"}
          loading={busy}
          disabled={!(choice ?? form.value("coach_user_id"))}
        >
          {coach ? "Change coach" : "Assign"}
        </Button>
        {coach ? (
          <Button variant="subtle" onClick={() => setChanging(false)}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </assign.Form>
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="coach-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="coach-title">
          Coach
        </Title>
        {coach ? (
          <>
            <Text>
              Coached by <strong>{coach.id === me ? "you" : personName(coach)}</strong>
              {since ? ` since ${shortDate(since)}` : ""}.
            </Text>
            {changing ? (
              picker
            ) : (
              <Group gap="xs" wrap="wrap">
                {others.length ? (
                  <Button variant="default" size="sm" onClick={() => setChanging(true)}>
                    Change coach
                  </Button>
                ) : null}
                <Button variant="subtle" color="red" size="sm" onClick={() => setConfirming(coach)}>
                  Stop coaching
                </Button>
              </Group>
            )}
          </>
        ) : (
          <>
            <Text>Nobody coaches {person.first} yet.</Text>
            <assign.Form method="post">
              <input type="hidden" name="intent" value="assign" />
              <input type="hidden" name="coach_user_id" value={String(me)} />
              <Button type="submit" leftSection={<IconHeartHandshake size={16} aria-hidden />} loading={busy}>
                Start coaching
              </Button>
            </assign.Form>
            {showPicker ? picker : null}
          </>
        )}
        {error && !showPicker ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        subject={confirming}
        title="Stop coaching?"
        confirmLabel="Stop coaching"
        onClose={() => setConfirming(null)}
        onConfirm={(c) => stop.submit({ intent: "stop", coach_id: String(c.id) }, { method: "post" })}
      >
        {(c) => (
          <>
            <strong>{c.id === me ? "You" : personName(c)}</strong> will no longer coach {personName(person)}. The
            sessions and their notes stay.
          </>
        )}
      </ConfirmDialog>
    </Card>
  );
}
