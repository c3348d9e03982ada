import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef, type ReactNode } from "react";

type OfSubject<T, V> = V | ((subject: T) => V);
const resolve = <T, V>(value: OfSubject<T, V>, subject: T): V =>
  typeof value === "function" ? (value as (subject: T) => V)(subject) : value;

/**
 * Asks before a destructive row action (delete, archive, deactivate), saying what will happen. Open while
 * `subject` is set. Focus starts on Cancel and stays in the dialog; Esc, the close button and Cancel cancel; the
 * confirm button runs `onConfirm` and closes; focus then goes back to what opened it. Full screen on phones.
 */
export function ConfirmDialog<T>({
  subject,
  title,
  confirmLabel,
  color = "red",
  loading,
  onConfirm,
  onClose,
  children,
}: {
  subject: T | null;
  title: OfSubject<T, string>;
  confirmLabel: OfSubject<T, string>;
  /** The confirm button's colour (red; undefined for the primary colour, e.g. for a reversible archive). */
  color?: OfSubject<T, string | undefined>;
  loading?: boolean;
  onConfirm: (subject: T) => void;
  onClose: () => void;
  /** What will happen, e.g. "<strong>Name</strong> will be deleted for good." */
  children: (subject: T) => ReactNode;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  // The subject stays on screen while the dialog fades out.
  const last = useRef<T | null>(subject);
  if (subject !== null) last.current = subject;
  const shown = subject ?? last.current;
  const opened = subject !== null;
  // Focus is managed here rather than by the Modal alone: a row menu that opened the dialog hands focus back to
  // its button after the dialog took it, and its item (what the Modal would return focus to) is gone by then.
  const dialog = useRef<HTMLElement | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) opener.current = document.activeElement as HTMLElement | null;
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={shown === null ? "" : resolve(title, shown)}
      centered
      fullScreen={mobile}
      returnFocus={false}
      ref={(node) => {
        dialog.current = node;
      }}
      onEnterTransitionEnd={() => {
        const active = document.activeElement as HTMLElement | null;
        // Someone quick on the keyboard may already have moved within the dialog (Tab to confirm): leave them there.
        if (active && dialog.current?.contains(active)) return;
        if (active && active !== document.body) opener.current = active;
        cancel.current?.focus();
      }}
      onExitTransitionEnd={() => {
        if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
        opener.current = null;
      }}
    >
      {shown === null ? null : (
        <Stack gap="md">
          <Text component="div">{children(shown)}</Text>
          <Group justify="flex-end">
            <Button ref={cancel} variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button
              color={resolve(color, shown)}
              loading={loading}
              onClick={() => {
                onConfirm(shown);
                onClose();
              }}
            >
              {resolve(confirmLabel, shown)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
