// A toast as a person meets it, in a DOM: shown with a named close button, gone by itself after 2 s (spec §9); an
// Undo toast stays 15 s, and Undo closes it and calls back once. The clock is Vitest's, so no time is waited out.
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { theme } from "./theme";
import { ToastHost } from "./ToastHost";
import { showUndoToast, toast, TOAST_AUTO_CLOSE_MS, UNDO_TOAST_AUTO_CLOSE_MS } from "./toasts";

function renderHost() {
  render(
    <MantineProvider theme={theme}>
      <ToastHost position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
    </MantineProvider>,
  );
}

/**
 * Lets time pass on the fake clock in steps of 50 ms, each in its own act(): React renders what a step's timers
 * changed before the next step, so timers that a render starts (a closing transition) run on time too.
 */
async function pass(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) await act(() => vi.advanceTimersByTimeAsync(50));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe("a toast", () => {
  test("shows the message as an alert with a named close button, and closes by itself after about 2 s", async () => {
    renderHost();
    act(() => void toast.error("first: must be at most 100 characters"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("first: must be at most 100 characters");
    expect(screen.getByRole("button", { name: "Close notification" })).toBeTruthy();

    await pass(1_200);
    expect(screen.queryByRole("alert")).not.toBeNull();
    await pass(2_000); // past the 2 s and the closing transition
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a success toast is a status, not an alert", async () => {
    renderHost();
    act(() => void toast.success("Saved."));
    expect((await screen.findByRole("status")).textContent).toContain("Saved.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("an Undo toast stays 15 s; Undo calls back once and closes it", async () => {
    renderHost();
    const onUndo = vi.fn();
    act(() => void showUndoToast({ message: "3 candidates archived.", onUndo }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("3 candidates archived.");

    await pass(UNDO_TOAST_AUTO_CLOSE_MS - 2_000);
    const undo = screen.getByRole("button", { name: "Undo" });
    fireEvent.click(undo);
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledTimes(1);
    await pass(1_000);
    expect(screen.queryByText("3 candidates archived.")).toBeNull();
  });
});
