// The confirm dialog's focus as a keyboard user meets it, in a DOM: it starts on Cancel, and a Tab made before the
// opening transition has ended is not undone when it ends (Enter then confirms, as the person meant).
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { theme } from "../theme";
import { ConfirmDialog } from "./ConfirmDialog";

beforeEach(() => {
  // Time moves only when the test moves it, so the transition cannot end before the test acts.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("focus starts on Cancel, and a quick move to the confirm button stays there after the transition", async () => {
  const onConfirm = vi.fn();
  // Opened as a page opens it: closed first, then given a subject (the opening transition runs on a change).
  const dialog = (subject: string | null) => (
    <MantineProvider theme={theme}>
      <ConfirmDialog
        subject={subject}
        title="Revoke this link?"
        confirmLabel="Revoke link"
        onConfirm={onConfirm}
        onClose={() => {}}
      >
        {() => "It will no longer open."}
      </ConfirmDialog>
    </MantineProvider>
  );
  const { rerender } = render(dialog(null));
  rerender(dialog("link"));
  // Two animation frames: the dialog mounts and starts its opening transition.
  for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(20));
  const cancel = screen.getByRole("button", { name: "Cancel" });
  const confirm = screen.getByRole("button", { name: "Revoke link" });
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(document.activeElement).toBe(cancel);

  // Before the opening transition (200 ms) ends, the person moves on to the confirm button.
  confirm.focus();
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(50));
  expect(document.activeElement).toBe(confirm);
  fireEvent.click(confirm);
  expect(onConfirm).toHaveBeenCalledWith("link");
});
