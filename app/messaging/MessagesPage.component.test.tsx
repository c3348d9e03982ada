// The Messages page as a reader meets it: each past send with when, who sent it, the template, how many people and
// what became of them, its row linking to the send's recipients; an empty list says how to write a first message.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import brand from "~brand";
import { theme } from "~/ui/theme";
import type { BatchJson } from "../../api/messaging/contract";
import { MessagesPage } from "./MessagesPage";

const send = (over: Partial<BatchJson>): BatchJson => ({
  id: 1,
  channel: "email",
  subject: "Next steps",
  body: "Dear {{ name }}",
  total: 14,
  pending: 0,
  sent: 12,
  skipped: 2,
  opted_out: 1,
  failed: 0,
  done: true,
  sent_by: "Olivia Owner",
  template_name: "Invitation",
  created_at: "2026-11-29T21:58:00.000Z",
  finished_at: "2026-11-29T21:59:00.000Z",
  ...over,
});

function renderPage(sends: BatchJson[], channel?: "email" | "sms") {
  const Stub = createRemixStub([
    {
      path: "/messages",
      Component: MessagesPage,
      loader: () => ({
        sends,
        total: sends.length,
        query: { page: 1, limit: 25, ...(channel ? { channel } : {}) },
        canEditTemplates: true,
      }),
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/messages"]} />
    </MantineProvider>,
  );
}

test("lists each send with its time, sender, template, count and results, linked to its recipients", async () => {
  renderPage([
    send({ id: 7 }),
    send({
      id: 6,
      channel: "sms",
      subject: null,
      body: "Hi {{ name }}",
      total: 1,
      sent: 0,
      skipped: 0,
      opted_out: 0,
      failed: 1,
      template_name: null,
      sent_by: null,
    }),
  ]);
  const table = await screen.findByRole("table", { name: "Past messages" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0].textContent).toContain("Nov 29, 2026, 9:58 PM UTC");
  expect(rows[0].textContent).toContain("Next steps");
  expect(rows[0].textContent).toContain("From the template “Invitation”");
  expect(rows[0].textContent).toContain("Olivia Owner");
  expect(rows[0].textContent).toContain(`14 ${brand.wording.people}`);
  expect(rows[0].textContent).toContain("12 sent · 1 opted out · 1 skipped");
  expect(
    within(rows[0])
      .getByRole("link", { name: /Nov 29, 2026/ })
      .getAttribute("href"),
  ).toBe("/messages/7");
  expect(rows[1].textContent).toContain("SMS");
  expect(rows[1].textContent).toContain("Written without a template");
  expect(rows[1].textContent).toContain("1 person");
  expect(rows[1].textContent).toContain("0 sent · 1 failed");
  expect(rows[1].textContent).toContain("A former user");
});

test("with no send yet, says where messages are written", async () => {
  renderPage([]);
  expect(await screen.findByText(/No messages sent yet/)).toBeTruthy();
  expect(screen.getByRole("link", { name: `${brand.wording.candidates} list` }).getAttribute("href")).toBe(
    "/candidates",
  );
  expect(screen.queryByRole("table")).toBeNull();
});
