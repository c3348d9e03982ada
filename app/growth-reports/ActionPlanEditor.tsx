// The action plan of a growth report, edited together by the person and their coach: goals (each optionally
// developing one trait, with a due date) and their steps, ticked off as they get done. The whole plan is saved at
// once; a save made from a copy someone else has saved over meanwhile is refused, and the editor says so and offers
// to reload. What was typed stays on screen after any refusal.
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import type { ScaleCode } from "~domain/assessment/traits";
import { ConfirmDialog } from "~/ui/list";
import { GoalFieldset, scaleOptionsFor } from "./GoalFieldset";
import { dayText, MAX_GOALS, progressText, type ActionPlanJson } from "./model";
import { useActionPlan } from "./useActionPlan";

export function ActionPlanEditor({
  plan,
  growthAreas,
}: {
  plan: ActionPlanJson;
  /** The report's growth areas, offered first when a goal names the trait it develops. */
  growthAreas: readonly { scale: ScaleCode; name: string }[];
}) {
  const editing = useActionPlan(plan);
  const { draft, saved, conflict, dirty, saving, progress, addGoal, removeGoal, save, reload, removing, setRemoving } =
    editing;
  const scaleOptions = useMemo(() => scaleOptionsFor(growthAreas), [growthAreas]);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="action-plan" className="no-print">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <div>
          <Title order={2} size="h4" id="action-plan">
            Action plan
          </Title>
          <Text size="sm" c="dimmed">
            Goals you and your coach agree on, with the steps that get you there. Tick them off as you go.
          </Text>
        </div>
        {draft.length ? (
          <Stack gap={4} miw={160} data-testid="plan-progress">
            <Text size="sm" fw={600}>
              {progressText(progress)}
            </Text>
            <Progress value={progress.total ? (100 * progress.done) / progress.total : 0} aria-hidden />
          </Stack>
        ) : null}
      </Group>

      <Stack gap="md">
        {draft.length === 0 ? (
          <Text size="sm" c="dimmed">
            No goals yet. Start with one growth area: what would you like to do differently in the next few weeks?
          </Text>
        ) : null}

        {draft.map((goal, g) => (
          <GoalFieldset
            key={goal.id}
            goal={goal}
            g={g}
            scaleOptions={scaleOptions}
            edits={editing}
            onRemove={() => setRemoving(goal)}
          />
        ))}

        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addGoal}
            disabled={draft.length >= MAX_GOALS}
          >
            Add a goal
          </Button>
          {draft.length >= MAX_GOALS ? (
            <Text size="xs" c="dimmed">
              A plan holds at most {MAX_GOALS} goals.
            </Text>
          ) : null}
        </Group>

        {conflict ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title="Not saved" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{conflict}</Text>
              <Text size="sm">Reloading shows the saved plan; what you changed here since is not kept.</Text>
              <Button size="xs" variant="default" onClick={reload} loading={editing.reloadingState !== "idle"}>
                Reload the plan
              </Button>
            </Stack>
          </Alert>
        ) : null}

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {dirty
              ? "You have unsaved changes."
              : saved.updated_at
                ? `Saved${saved.updated_by ? ` by ${saved.updated_by.first} ${saved.updated_by.last}` : ""} on ${dayText(saved.updated_at)}.`
                : ""}
          </Text>
          <Button onClick={save} loading={saving} disabled={!dirty}>
            Save plan
          </Button>
        </Group>
      </Stack>

      <ConfirmDialog
        subject={removing}
        title="Remove this goal?"
        confirmLabel="Remove goal"
        onConfirm={removeGoal}
        onClose={() => setRemoving(null)}
      >
        {(goal) => (
          <>
            <strong>{goal.title.trim() || "This goal"}</strong>
            {goal.steps.length
              ? ` and its ${goal.steps.length === 1 ? "step" : `${goal.steps.length} steps`}`
              : ""}{" "}
            will leave the plan when you save it.
          </>
        )}
      </ConfirmDialog>
    </Card>
  );
}
