// Spec §5: the API's validation errors (400 or 422 with field paths) are each shown as an error toast "path: message"
// — on every page that uses the action kit — and, where the form has the field, beside it as well (ADR 065).
import { MantineProvider, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ApiRequestError } from "~/api/client.server";
import { theme } from "~/ui/theme";
import { ToastHost } from "~/ui/ToastHost";
import { TOAST_AUTO_CLOSE_MS } from "~/ui/toasts";
import { apiFailure } from "./failure.server";
import type { ActionResult } from "./result";
import { useActionResult } from "./use-action-result";

/** A page's form as the kit has it: the action's answer through `useActionResult`, its problems beside the inputs. */
function EmailForm({ result }: { result: ActionResult | null }) {
  const form = useActionResult(result);
  return (
    <form aria-label="Invite">
      <TextInput label="E-mail" name="email" defaultValue={form.value("email")} error={form.error("email")} />
    </form>
  );
}

function renderWith(result: ActionResult | null) {
  return render(
    <MantineProvider theme={theme}>
      <ToastHost position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      <EmailForm result={result} />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
});

const submission = { intent: "", values: { email: "ava@" } };

describe("an API validation error on a page's form", () => {
  test.each([400, 422])(
    "%i: every problem is an error toast with its path, and the form's field shows its own",
    async (status) => {
      const error = new ApiRequestError(status, "Unprocessable Entity", [
        { path: "email", message: "must be a valid e-mail address" },
        { path: "company.name", message: "must be at most 200 characters" },
      ]);
      renderWith(apiFailure(error, { submission, fields: ["email"], labels: { email: "E-mail" } }));

      const alerts = await screen.findAllByRole("alert");
      expect(alerts.map((alert) => alert.textContent)).toEqual([
        expect.stringContaining("email: must be a valid e-mail address"),
        expect.stringContaining("company.name: must be at most 200 characters"),
      ]);
      const input = within(screen.getByRole("form", { name: "Invite" })).getByLabelText("E-mail");
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText("E-mail must be a valid e-mail address")).toBeTruthy();
      expect((input as HTMLInputElement).value).toBe("ava@");
    },
  );

  test("a page whose form names no fields still shows every problem, as toasts", async () => {
    const error = new ApiRequestError(422, "Unprocessable Entity", [{ path: "first", message: "is required" }]);
    renderWith(apiFailure(error, { submission }));
    expect((await screen.findByRole("alert")).textContent).toContain("first: is required");
  });
});
