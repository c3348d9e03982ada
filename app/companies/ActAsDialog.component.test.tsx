// "Act as" asks before a proxy session starts: whose account, what it means, and a reason for the company's audit
// trail; nothing is sent without one, and Cancel closes. It is offered only where the API would allow it.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { theme } from "~/ui/theme";
import type { ManagedUser } from "~/users/model";
import { ActAsDialog, mayActAs } from "./ActAsDialog";

const RITA = { id: 12, first: "Rita", last: "Recruiter" } as ManagedUser;

function renderDialog(user: ManagedUser | null) {
  const onClose = vi.fn();
  const Stub = createRemixStub([
    {
      path: "/companies/overview",
      Component: () => <ActAsDialog user={user} company="Harbor Dental" onClose={onClose} />,
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/companies/overview?company=3"]} />
    </MantineProvider>,
  );
  return onClose;
}

test("closed without a user", () => {
  renderDialog(null);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("names the account and the company, asks for a reason before the start can be sent, and cancels", async () => {
  const onClose = renderDialog(RITA);
  const dialog = await screen.findByRole("dialog", { name: "Act as Rita Recruiter?" });
  expect(dialog.textContent).toContain("You will see Harbor Dental as Rita Recruiter does");
  const start = screen.getByRole("button", { name: "Act as Rita" });
  expect(start.hasAttribute("disabled")).toBe(true);

  const reason = screen.getByRole("textbox", { name: /Reason/ });
  fireEvent.change(reason, { target: { value: "ok" } });
  expect(start.hasAttribute("disabled")).toBe(true);
  fireEvent.change(reason, { target: { value: "She asked for help with her pipeline" } });
  expect(start.hasAttribute("disabled")).toBe(false);

  // A document submission to the start, carrying the user, the reason and the page to come back to if refused.
  const form = start.closest("form")!;
  expect(form.getAttribute("action")).toBe("/impersonation/start");
  expect(Object.fromEntries(new FormData(form))).toEqual({
    userId: "12",
    reason: "She asked for help with her pipeline",
    returnTo: "/companies/overview?company=3",
  });

  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onClose).toHaveBeenCalled();
});

test("offered for an active user who has signed in; not for an invitation nobody accepted, an inactive user or a super admin", () => {
  const user = { auth_role: "COMPANY_USER", active: 1, setup_pending: false } as const;
  expect(mayActAs(user)).toBe(true);
  expect(mayActAs({ ...user, setup_pending: true })).toBe(false);
  expect(mayActAs({ ...user, active: 0 })).toBe(false);
  expect(mayActAs({ ...user, auth_role: "SUPER_ADMIN" })).toBe(false);
});
