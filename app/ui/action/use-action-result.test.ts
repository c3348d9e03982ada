import crypto from "node:crypto";
import { cleanNotifications, notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ActionFailure, ActionSuccess } from "./result";
import { actionFields, deliverActionResult } from "./use-action-result";

// Mantine's notification store is what <Notifications /> renders: reading it shows exactly the user's toasts.
const toasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => [n.color === "red" ? "error" : n.color, n.message]);
};
const failure = (problems: Partial<ActionFailure>): ActionFailure => ({
  id: crypto.randomUUID(),
  ok: false,
  intent: "",
  formErrors: [],
  fieldErrors: {},
  values: null,
  ...problems,
});
const success = (message: string | null, tone: "success" | "info" = "success"): ActionSuccess<{ n: number }> => ({
  id: crypto.randomUUID(),
  ok: true,
  intent: "save",
  message,
  tone,
  data: { n: 1 },
});

afterEach(() => cleanNotifications());

describe("showing an action's answer", () => {
  test("a field problem shows beside its field only; a problem without a field only as a toast", () => {
    const result = failure({ fieldErrors: { name: "Name is required" }, formErrors: ["model: has no scores yet"] });
    const onFailure = vi.fn();
    expect(deliverActionResult(result, { onFailure })).toBe(true);
    expect(toasts()).toEqual([["error", "model: has no scores yet"]]);
    expect(onFailure).toHaveBeenCalledWith(result);
    expect(actionFields(result).error("name")).toBe("Name is required");
    expect(actionFields(result).error("model")).toBeUndefined();
  });

  test("a failure with field problems only raises no toast", () => {
    deliverActionResult(failure({ fieldErrors: { password: "Password must be at least 12 characters" } }));
    expect(toasts()).toEqual([]);
  });

  test("a failure that names nothing still says something", () => {
    deliverActionResult(failure({}));
    expect(toasts()).toEqual([["error", "Something went wrong. Please try again."]]);
  });

  test("a success shows its message in its tone and hands its data on; a richer toast may replace it", () => {
    const onSuccess = vi.fn();
    const saved = success("Saved.");
    deliverActionResult(saved, { onSuccess });
    deliverActionResult(success("Nothing to move.", "info"));
    deliverActionResult(success(null));
    deliverActionResult(success("Archived."), { successToast: false });
    expect(toasts()).toEqual([
      ["green", "Saved."],
      ["blue", "Nothing to move."],
    ]);
    expect(onSuccess).toHaveBeenCalledWith(saved);
    expect(actionFields(saved).errors).toEqual({});
  });

  test("each answer is shown once, however often it is rendered again", () => {
    const result = failure({ formErrors: ["Not Found"] });
    const onFailure = vi.fn();
    expect(deliverActionResult(result, { onFailure })).toBe(true);
    expect(deliverActionResult({ ...result }, { onFailure })).toBe(false);
    expect(deliverActionResult(undefined)).toBe(false);
    expect(toasts()).toEqual([["error", "Not Found"]]);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  test("a refused form's kept values are read by field name", () => {
    const fields = actionFields(failure({ values: { email: "ada@example.test", tags: ["a", "b"] } }));
    expect(fields.value("email")).toBe("ada@example.test");
    expect(fields.value("tags")).toBe("a");
    expect(fields.value("missing")).toBeUndefined();
  });
});
