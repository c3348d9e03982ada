import { cleanNotifications, notificationsStore, type NotificationData } from "@mantine/notifications";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  showFieldErrors,
  showToast,
  showUndoToast,
  toast,
  TOAST_AUTO_CLOSE_MS,
  UNDO_TOAST_AUTO_CLOSE_MS,
} from "./toasts";

// The helpers write to Mantine's notification store, which <Notifications /> in the root renders; reading the
// store shows exactly what the user would get.
const current = (): NotificationData[] => {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
};

/** The first element in a React tree whose props satisfy `match`. */
function find(node: ReactNode, match: (props: Record<string, unknown>) => boolean): ReactElement | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = find(child, match);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  const props = node.props as Record<string, unknown>;
  if (match(props)) return node;
  return find(props.children as ReactNode, match);
}

afterEach(() => {
  cleanNotifications();
});

describe("toasts", () => {
  it("shows success, info and error toasts that close after 2 s", () => {
    toast.success("Saved");
    toast.info("Heads up", "Note");
    toast.error("Not saved");
    const shown = current();
    expect(shown.map((n) => [n.message, n.color, n.autoClose])).toEqual([
      ["Saved", "green", 2000],
      ["Heads up", "blue", 2000],
      ["Not saved", "red", 2000],
    ]);
    expect(TOAST_AUTO_CLOSE_MS).toBe(2000);
    expect(shown[1].title).toBe("Note");
  });

  it("announces errors at once and the rest politely, and names the close button", () => {
    toast.error("Broken");
    toast.success("Fine");
    const [error, success] = current();
    expect(error.role).toBe("alert");
    expect(success.role).toBe("status");
    expect(error.closeButtonProps).toEqual({ "aria-label": "Close notification" });
  });

  it("does not show the same delivered toast twice while it is open", () => {
    showToast({ id: "flash-1", kind: "info", message: "Welcome back" });
    showToast({ id: "flash-1", kind: "info", message: "Welcome back" });
    expect(current()).toHaveLength(1);
  });

  it("shows each field error as its own error toast", () => {
    showFieldErrors(["first: Required", "email: Invalid email address"]);
    expect(current().map((n) => [n.message, n.color])).toEqual([
      ["first: Required", "red"],
      ["email: Invalid email address", "red"],
    ]);
  });
});

describe("undo toasts", () => {
  it("stay 15 s and offer an Undo button that reverts once and closes the toast", () => {
    const onUndo = vi.fn();
    const id = showUndoToast({ message: "Candidate archived", onUndo });
    const [shown] = current();
    expect(shown.id).toBe(id);
    expect(shown.autoClose).toBe(15000);
    expect(UNDO_TOAST_AUTO_CLOSE_MS).toBe(15000);

    const button = find(shown.message, (props) => props.children === "Undo");
    expect(button).toBeDefined();
    const click = (button!.props as { onClick: () => void }).onClick;
    click();
    click();
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(current().find((n) => n.id === id)).toBeUndefined();
  });

  it("do not call undo when they simply close", () => {
    const onUndo = vi.fn();
    showUndoToast({ message: "Moved", onUndo, undoLabel: "Move back" });
    const [shown] = current();
    expect(find(shown.message, (props) => props.children === "Move back")).toBeDefined();
    cleanNotifications();
    expect(onUndo).not.toHaveBeenCalled();
  });
});
