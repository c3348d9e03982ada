import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconCheck, IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";

/** Spec §9: toasts close after 2 s; a toast that offers Undo stays 15 s. */
export const TOAST_AUTO_CLOSE_MS = 2_000;
export const UNDO_TOAST_AUTO_CLOSE_MS = 15_000;

export type ToastKind = "success" | "info" | "error";

/** A toast as data: what a loader or action can hand to the page (see app/toast.server.ts). */
export interface Toast {
  /** Identifies one delivery, so a toast shows once even when its data is rendered again. */
  id?: string;
  kind: ToastKind;
  title?: string;
  message: string;
}

const LOOKS: Record<ToastKind, { color: string; icon: JSX.Element }> = {
  success: { color: "green", icon: <IconCheck size={18} aria-hidden /> },
  info: { color: "blue", icon: <IconInfoCircle size={18} aria-hidden /> },
  error: { color: "red", icon: <IconAlertCircle size={18} aria-hidden /> },
};

/** The close button has no text, so it needs a name. */
const CLOSE_BUTTON = { "aria-label": "Close notification" };

/** Shows a toast that closes after 2 s; returns its id. */
export function showToast(toast: Toast): string {
  const look = LOOKS[toast.kind];
  return notifications.show({
    id: toast.id,
    title: toast.title,
    message: toast.message,
    color: look.color,
    icon: look.icon,
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: CLOSE_BUTTON,
    // Errors are announced at once; the rest wait for a pause.
    role: toast.kind === "error" ? "alert" : "status",
  });
}

export const toast = {
  success: (message: string, title?: string) => showToast({ kind: "success", message, title }),
  info: (message: string, title?: string) => showToast({ kind: "info", message, title }),
  error: (message: string, title?: string) => showToast({ kind: "error", message, title }),
};

export interface UndoToast {
  message: string;
  title?: string;
  /** Called when the user chooses Undo; it must really revert what was done. */
  onUndo: () => void;
  undoLabel?: string;
}

/** A success toast with an Undo button; it stays 15 s, and Undo closes it and calls `onUndo` once. */
export function showUndoToast({ message, title, onUndo, undoLabel = "Undo" }: UndoToast): string {
  const id = `undo-${Math.random().toString(36).slice(2)}`;
  let undone = false;
  const undo = () => {
    if (undone) return;
    undone = true;
    notifications.hide(id);
    onUndo();
  };
  notifications.show({
    id,
    title,
    color: LOOKS.success.color,
    icon: LOOKS.success.icon,
    autoClose: UNDO_TOAST_AUTO_CLOSE_MS,
    closeButtonProps: CLOSE_BUTTON,
    role: "status",
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={undo}>
          {undoLabel}
        </Button>
      </Group>
    ),
  });
  return id;
}

/**
 * Shows each message as an error toast (spec §5: a server validation error becomes a list of messages with field
 * paths; see `fieldErrorMessages` in domain/errors.ts).
 */
export function showFieldErrors(messages: readonly string[]): string[] {
  return messages.map((message) => showToast({ kind: "error", message }));
}

/** Ids of delivered toasts already shown in this page's lifetime. */
const shown = new Set<string>();

/**
 * Shows a toast delivered by a loader (e.g. the root loader's flash toast) once. A toast with an id shows once per
 * page lifetime, however often its data is rendered again (revalidation, remounts); one without an id shows again
 * only when its content changes.
 */
export function ToastEffect({ toast }: { toast: Toast | null | undefined }) {
  const key = toast ? (toast.id ?? `${toast.kind}\u0000${toast.title ?? ""}\u0000${toast.message}`) : null;
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!toast || !key || last.current === key) return;
    last.current = key;
    if (toast.id) {
      if (shown.has(toast.id)) return;
      shown.add(toast.id);
    }
    showToast(toast);
    // The key says everything about the toast that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
