// The action plan's editing state: the draft, what was last saved, problems per field, a refused save's conflict,
// and the edits (goals and steps added, changed, removed with undo) and the save itself.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useActionResult } from "~/ui/action";
import { showUndoToast } from "~/ui/toasts";
import {
  emptyGoal,
  emptyStep,
  goalField,
  planProblems,
  planProgress,
  stepField,
  type ActionPlanGoal,
  type ActionPlanJson,
  type ActionPlanStep,
  type GrowthActionResult,
} from "./model";

/** The id of a field's input, from its name ("goals.0.title" → "plan-goals-0-title"), to focus it. */
const inputId = (name: string) => `plan-${name.replace(/\./g, "-")}`;

const same = (a: readonly ActionPlanGoal[], b: readonly ActionPlanGoal[]) => JSON.stringify(a) === JSON.stringify(b);

export function useActionPlan(plan: ActionPlanJson) {
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

  return {
    draft,
    saved,
    conflict,
    dirty,
    saving,
    reloadingState: revalidator.state,
    progress,
    field,
    clearError,
    updateGoal,
    updateStep,
    addGoal,
    removeGoal,
    addStep,
    removeStep,
    save,
    reload,
    removing,
    setRemoving,
  };
}

/** The edits a goal's fieldset makes. */
export type PlanEdits = Pick<
  ReturnType<typeof useActionPlan>,
  "field" | "clearError" | "updateGoal" | "updateStep" | "addStep" | "removeStep"
>;
