import "@mantine/core/styles/Fieldset.layer.css";
import { ActionIcon, Button, Checkbox, Fieldset, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import {
  DOMAIN_NAMES,
  DOMAINS,
  facetName,
  FACETS,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "~domain/assessment/traits";
import classes from "./growth.module.css";
import { goalField, MAX_STEPS, MAX_TEXT, stepField, type ActionPlanGoal } from "./model";
import type { PlanEdits } from "./useActionPlan";

const scaleName = (scale: ScaleCode) =>
  scale.length === 1 ? DOMAIN_NAMES[scale as DomainCode] : facetName(scale as FacetCode);

/** The traits a goal may develop: the report's growth areas first, then every other domain and facet. */
export function scaleOptionsFor(growthAreas: readonly { scale: ScaleCode; name: string }[]) {
  const areas = new Set(growthAreas.map((a) => a.scale));
  const others = [...DOMAINS, ...FACETS].filter((s) => !areas.has(s));
  return [
    ...(growthAreas.length
      ? [{ group: "Your growth areas", items: growthAreas.map((a) => ({ value: a.scale, label: a.name })) }]
      : []),
    { group: "Other traits", items: others.map((s) => ({ value: s, label: scaleName(s) })) },
  ];
}

/** One goal of the plan: its title, trait and due date, and its steps. */
export function GoalFieldset({
  goal,
  g,
  scaleOptions,
  edits: { field, clearError, updateGoal, updateStep, addStep, removeStep },
  onRemove,
}: {
  goal: ActionPlanGoal;
  /** The goal's index in the plan. */
  g: number;
  scaleOptions: ReturnType<typeof scaleOptionsFor>;
  edits: PlanEdits;
  onRemove: () => void;
}) {
  return (
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
            onClick={onRemove}
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
  );
}
