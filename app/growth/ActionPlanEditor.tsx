// The action plan of a growth report, edited together by the person and their coach: goals (each optionally
// developing one trait, with a due date) and their steps, ticked off as they get done. The whole plan is saved at
// once; a save made from a copy someone else has saved over meanwhile is refused, and the editor says so and offers
// to reload. What was typed stays on screen after any refusal.
import "@mantine/core/styles/Fieldset.layer.css";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  DOMAIN_NAMES,
  DOMAINS,
  facetName,
  FACETS,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "~domain/assessment/traits";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { showUndoToast } from "~/ui/toasts";
import classes from "./growth.module.css";
import {
  dayText,
  emptyGoal,
  emptyStep,
  goalField,
  MAX_GOALS,
  MAX_STEPS,
  MAX_TEXT,
  planProblems,
  planProgress,
  progressText,
  stepField,
  type ActionPlanGoal,
  type ActionPlanJson,
  type ActionPlanStep,
  type GrowthActionResult,
} from "./model";

const scaleName = (scale: ScaleCode) =>
  scale.length === 1 ? DOMAIN_NAMES[scale as DomainCode] : facetName(scale as FacetCode);

/** The id of a field's input, from its name ("goals.0.title" → "plan-goals-0-title"), to focus it. */
const inputId = (name: string) => `plan-${name.replace(/\./g, "-")}`;

const same = (a: readonly ActionPlanGoal[], b: readonly ActionPlanGoal[]) => JSON.stringify(a) === JSON.stringify(b);

export function ActionPlanEditor({
  plan,
  growthAreas,
}: {
  plan: ActionPlanJson;
  /** The report's growth areas, offered first when a goal names the trait it develops. */
  growthAreas: readonly { scale: ScaleCode; name: string }[];
}) {
  const fetcher = useFetcher<GrowthActionResult>({ key: "growth-plan" });
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<ActionPlanGoal[]>(plan.goals);
  const [saved, setSaved] = useState<ActionPlanJson>(plan);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ActionPlanGoal | null>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const dirty = !same(draft, saved.goals);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const reloading = useRef(false);

  // The loader's plan is newer (after a save, a reload, a change of benchmark): take it, unless that would throw
  // away what the user has typed and not saved (then their next save tells them if someone else saved meanwhile).
  useEffect(() => {
    if (!reloading.current && dirtyRef.current) return;
    reloading.current = false;
    setDraft(plan.goals);
    setSaved(plan);
    setErrors({});
    setConflict(null);
  }, [plan]);

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  useActionResult(fetcher.data, {
    onSuccess: ({ data }) => {
      setSaved(data.plan);
      setDraft(data.plan.goals);
      setErrors({});
      setConflict(null);
    },
    onFailure: (result) => {
      const { version, ...fields } = result.fieldErrors;
      setConflict(version ?? null);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) setFocusNext(inputId(first));
    },
  });

  const scaleOptions = useMemo(() => {
    const areas = new Set(growthAreas.map((a) => a.scale));
    const others = [...DOMAINS, ...FACETS].filter((s) => !areas.has(s));
    return [
      ...(growthAreas.length
        ? [{ group: "Your growth areas", items: growthAreas.map((a) => ({ value: a.scale, label: a.name })) }]
        : []),
      { group: "Other traits", items: others.map((s) => ({ value: s, label: scaleName(s) })) },
    ];
  }, [growthAreas]);

  const clearError = (name: string) =>
    setErrors((before) => {
      if (!(name in before)) return before;
      const { [name]: _gone, ...rest } = before;
      return rest;
    });
  const updateGoal = (g: number, change: Partial<ActionPlanGoal>) =>
    setDraft((goals) => goals.map((goal, i) => (i === g ? { ...goal, ...change } : goal)));
  const updateStep = (g: number, s: number, change: Partial<ActionPlanStep>) =>
    setDraft((goals) =>
      goals.map((goal, i) =>
        i === g ? { ...goal, steps: goal.steps.map((step, j) => (j === s ? { ...step, ...change } : step)) } : goal,
      ),
    );
  // Adding or removing moves the indexes problems are keyed by: they are checked again at the next save.
  const addGoal = () => {
    setErrors({});
    setDraft((goals) => [...goals, emptyGoal()]);
    setFocusNext(inputId(goalField(draft.length, "title")));
  };
  const removeGoal = (goal: ActionPlanGoal) => {
    setErrors({});
    setDraft((goals) => goals.filter((g) => g.id !== goal.id));
  };
  const addStep = (g: number) => {
    setErrors({});
    updateGoal(g, { steps: [...draft[g].steps, emptyStep()] });
    setFocusNext(inputId(stepField(g, draft[g].steps.length, "text")));
  };
  const removeStep = (g: number, s: number) => {
    const goalId = draft[g].id;
    const step = draft[g].steps[s];
    setErrors({});
    updateGoal(g, { steps: draft[g].steps.filter((_, j) => j !== s) });
    showUndoToast({
      message: step.text.trim() ? `Step "${step.text.trim()}" removed.` : "Step removed.",
      onUndo: () =>
        setDraft((goals) =>
          goals.map((goal) =>
            goal.id === goalId ? { ...goal, steps: [...goal.steps.slice(0, s), step, ...goal.steps.slice(s)] } : goal,
          ),
        ),
    });
  };

  const save = () => {
    const problems = planProblems(draft);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      setFocusNext(inputId(first));
      return;
    }
    setConflict(null);
    fetcher.submit({ goals: draft, version: saved.version } as never, {
      method: "post",
      encType: "application/json",
    });
  };
  const reload = () => {
    reloading.current = true;
    revalidator.revalidate();
  };

  const saving = fetcher.state !== "idle";
  const progress = planProgress(draft);
  const field = (name: string) => ({ id: inputId(name), error: errors[name] });

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
          <Fieldset key={goal.id} legend={`Goal ${g + 1}`} className={classes.goal} data-testid="plan-goal">
            <Stack gap="sm">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <Checkbox
                  mt={30}
                  aria-label={`Goal ${g + 1} done`}
                  checked={goal.done}
                  onChange={(e) => updateGoal(g, { done: e.currentTarget.checked })}
                />
                <TextInput
                  label="Goal"
                  placeholder="e.g. Speak up first in the weekly team meeting"
                  value={goal.title}
                  maxLength={MAX_TEXT}
                  style={{ flex: 1, minWidth: 0 }}
                  {...field(goalField(g, "title"))}
                  onChange={(e) => {
                    updateGoal(g, { title: e.currentTarget.value });
                    clearError(goalField(g, "title"));
                  }}
                />
              </Group>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label="Growth area"
                  placeholder="None: a goal of your own"
                  data={scaleOptions}
                  value={goal.scale}
                  onChange={(value) => updateGoal(g, { scale: (value as ScaleCode | null) ?? null })}
                  clearable
                  searchable
                  w={{ base: "100%", xs: 240 }}
                  comboboxProps={{ withinPortal: true }}
                  {...field(goalField(g, "scale"))}
                />
                <TextInput
                  type="date"
                  label="Due date"
                  value={goal.due_on ?? ""}
                  w={{ base: "100%", xs: 170 }}
                  {...field(goalField(g, "due_on"))}
                  onChange={(e) => {
                    updateGoal(g, { due_on: e.currentTarget.value || null });
                    clearError(goalField(g, "due_on"));
                  }}
                />
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setRemoving(goal)}
                  aria-label={`Remove goal ${g + 1}`}
                >
                  Remove goal
                </Button>
              </Group>

              <Stack gap="xs" component="ul" className={classes.plainList} aria-label={`Steps of goal ${g + 1}`}>
                {goal.steps.map((step, s) => (
                  <li key={step.id} className={classes.step} data-testid="plan-step">
                    <Checkbox
                      className={classes.stepTick}
                      aria-label={`Step ${s + 1} done`}
                      checked={step.done || goal.done}
                      disabled={goal.done}
                      onChange={(e) => updateStep(g, s, { done: e.currentTarget.checked })}
                    />
                    <TextInput
                      className={classes.stepText}
                      aria-label={`Step ${s + 1}`}
                      placeholder="A small, concrete step"
                      value={step.text}
                      maxLength={MAX_TEXT}
                      {...field(stepField(g, s, "text"))}
                      onChange={(e) => {
                        updateStep(g, s, { text: e.currentTarget.value });
                        clearError(stepField(g, s, "text"));
                      }}
                    />
                    <TextInput
                      className={classes.stepDate}
                      type="date"
                      aria-label={`Step ${s + 1} due date`}
                      value={step.due_on ?? ""}
                      {...field(stepField(g, s, "due_on"))}
                      onChange={(e) => {
                        updateStep(g, s, { due_on: e.currentTarget.value || null });
                        clearError(stepField(g, s, "due_on"));
                      }}
                    />
                    <ActionIcon
                      className={classes.stepRemove}
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove step ${s + 1}`}
                      onClick={() => removeStep(g, s)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </li>
                ))}
              </Stack>
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => addStep(g)}
                  disabled={goal.steps.length >= MAX_STEPS}
                >
                  Add a step
                </Button>
                {goal.steps.length >= MAX_STEPS ? (
                  <Text size="xs" c="dimmed">
                    A goal holds at most {MAX_STEPS} steps.
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </Fieldset>
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
              <Button size="xs" variant="default" onClick={reload} loading={revalidator.state !== "idle"}>
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
