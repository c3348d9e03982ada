// Revoking a person's own report link from their data panel: the button asks first (Cancel posts nothing), the
// confirmation posts to the report's revoke route, and a toast says the link was revoked.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { theme } from "~/ui/theme";
import { ToastHost } from "~/ui/ToastHost";
import { DataRightsPanel } from "./DataRightsPanel";

function renderPanel() {
  const posted: string[] = [];
  const Stub = createRemixStub([
    {
      path: "/survey-results/:id",
      Component: () => <DataRightsPanel id={7} email="robin@example.test" name="Robin Reader" />,
    },
    {
      path: "/survey-results/:id/revoke-report",
      action: ({ params }) => {
        posted.push(String(params.id));
        return {
          id: crypto.randomUUID(),
          ok: true,
          intent: "",
          message: "Their report link was revoked. It no longer opens.",
          tone: "success",
          data: undefined,
        };
      },
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <ToastHost position="top-right" autoClose={false} />
      <Stub initialEntries={["/survey-results/7"]} />
    </MantineProvider>,
  );
  return posted;
}

test("the download buttons name what each file is", async () => {
  renderPanel();
  expect((await screen.findByRole("link", { name: /readable data \(PDF\)/ })).getAttribute("href")).toBe(
    "/survey-results/7/data.pdf",
  );
  expect(screen.getByRole("link", { name: /complete data \(JSON\)/ }).getAttribute("href")).toBe(
    "/survey-results/7/data.json",
  );
});

test("revoking the report link asks first, then posts and confirms with a toast", async () => {
  const posted = renderPanel();
  fireEvent.click(await screen.findByRole("button", { name: "Revoke their report link…" }));
  const dialog = await screen.findByRole("dialog", { name: "Revoke their report link?" });
  expect(dialog.textContent).toContain("Robin Reader");
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Revoke their report link?" })).toBeNull());
  expect(posted).toEqual([]);

  fireEvent.click(screen.getByRole("button", { name: "Revoke their report link…" }));
  await screen.findByRole("dialog", { name: "Revoke their report link?" });
  fireEvent.click(screen.getByRole("button", { name: "Revoke link" }));
  await screen.findByText("Their report link was revoked. It no longer opens.");
  expect(posted).toEqual(["7"]);
});
