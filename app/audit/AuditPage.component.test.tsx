// The audit trail's page: an entry reads as its action in words, the person it concerns (linked to them) and what
// changed, and who acted; the action filter offers the actions in words.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { theme } from "~/ui/theme";
import { AuditPage } from "./AuditPage";
import type { AuditData } from "./list.server";
import type { AuditEntry } from "./model";

const ROLE_CHANGE: AuditEntry = {
  id: 41,
  action: "user.role_change",
  action_label: "Role changed",
  created_at: "2026-03-02T10:00:00.000Z",
  company: { id: 3, name: "Harbor Dental" },
  actor: { id: 7, name: "Olivia Owner" },
  support_user: null,
  who: "Olivia Owner",
  subject_type: "user",
  subject_id: 12,
  subject: { type: "user", id: 12, name: "Rita Recruiter", link: "/user-management?search=Rita%20Recruiter" },
  summary: "Role changed from COMPANY_USER to COMPANY_OWNER",
  details: "Company user → Company owner",
  status: null,
};

const UNSUBSCRIBE: AuditEntry = {
  ...ROLE_CHANGE,
  id: 40,
  action: "messaging.unsubscribe",
  action_label: "Unsubscribed from messages",
  actor: null,
  who: "The recipient, by unsubscribe link",
  subject_type: "survey_result",
  subject_id: 99,
  subject: { type: "survey_result", id: 99, name: "(erased person)", link: null },
  summary: "A recipient unsubscribed by the e-mail's link",
  details: "A recipient unsubscribed by the e-mail's link",
};

function renderPage(query: AuditData["query"] = { page: 1, limit: 50 }, entries = [ROLE_CHANGE, UNSUBSCRIBE]) {
  const data: AuditData = {
    entries,
    total: entries.length,
    query,
    actions: [
      { action: "messaging.unsubscribe", label: "Unsubscribed from messages" },
      { action: "user.role_change", label: "Role changed" },
    ],
    companies: [{ id: 3, name: "Harbor Dental" }],
  };
  const Stub = createRemixStub([{ path: "/audit", Component: () => <AuditPage {...data} /> }]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={[`/audit${query.subject_id ? `?subject_type=user&subject_id=${query.subject_id}` : ""}`]} />
    </MantineProvider>,
  );
}

test("an entry names the action in words, the person it concerns (linked) and the change, and who acted", async () => {
  renderPage();
  const table = await screen.findByRole("table", { name: "Audit trail" });
  const row = within(table).getByText("Rita Recruiter").closest("tr")!;
  expect(row.textContent).toContain("Role changed — Rita Recruiter: Company user → Company owner");
  expect(row.textContent).toContain("Olivia Owner");
  expect(within(row).getByRole("link", { name: "Rita Recruiter" }).getAttribute("href")).toBe(
    "/user-management?search=Rita%20Recruiter",
  );
  // No code shows as a title or a role.
  expect(table.textContent).not.toContain("user.role_change");
  expect(table.textContent).not.toContain("COMPANY_");
});

test("who acted without signing in is named for what they were; an erased person is not a link", async () => {
  renderPage();
  const table = await screen.findByRole("table", { name: "Audit trail" });
  const row = within(table).getByText("(erased person)").closest("tr")!;
  expect(row.textContent).toContain("The recipient, by unsubscribe link");
  expect(row.textContent).not.toMatch(/someone/i);
  expect(within(row).queryByRole("link", { name: "(erased person)" })).toBeNull();
});

test("an entry leads to the whole history of the person it concerns, and that history says whose it is", async () => {
  renderPage();
  const table = await screen.findByRole("table", { name: "Audit trail" });
  const history = within(table).getByRole("link", { name: "Every entry about Rita Recruiter" });
  expect(history.getAttribute("href")).toBe("/audit?subject_type=user&subject_id=12");
  // Nothing to follow for one erased.
  expect(within(table).queryByRole("link", { name: /Every entry about \(erased/ })).toBeNull();
  expect(screen.getByRole("textbox", { name: "Concerning" })).toBeTruthy();
});

test("one person's history names them, with a way back to every entry", async () => {
  renderPage({ page: 1, limit: 50, subject_type: "user", subject_id: 12 }, [ROLE_CHANGE]);
  expect(await screen.findByText("History of Rita Recruiter")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Show every entry, not only those about Rita Recruiter" })).toBeTruthy();
  expect(screen.queryByRole("link", { name: "Every entry about Rita Recruiter" })).toBeNull();
});
