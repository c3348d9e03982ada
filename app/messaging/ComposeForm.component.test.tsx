// Sending to many: the confirmation says exactly how many people receive the message, counted when it opens, and
// Send waits for the count.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import brand from "~brand";
import { theme } from "~/ui/theme";
import { ComposeForm } from "./ComposeForm";

function renderCompose(total: number) {
  const intents: string[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const intent = String((await request.formData()).get("intent"));
    intents.push(intent);
    return {
      id: crypto.randomUUID(),
      ok: true,
      intent,
      message: null,
      tone: "success",
      data: intent === "preview" ? { total, recipients: [] } : null,
    };
  });
  const Stub = createRemixStub([
    {
      path: "/messages/new",
      Component: () => (
        <ComposeForm
          templates={[]}
          audience="status=completed"
          recipientsLabel="everyone matching the list's filters"
          fetcherKey="compose-test"
        />
      ),
      action,
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/messages/new"]} />
    </MantineProvider>,
  );
  return intents;
}

async function writeAndConfirm() {
  fireEvent.change(await screen.findByRole("textbox", { name: /Subject/ }), { target: { value: "Next steps" } });
  fireEvent.change(screen.getByRole("textbox", { name: /Message/ }), { target: { value: "Dear {{ name }}" } });
  fireEvent.click(screen.getByRole("button", { name: "Send…" }));
  return screen.findByRole("dialog", { name: "Send this message?" });
}

test("the confirmation counts the recipients before Send can be pressed", async () => {
  const intents = renderCompose(37);
  const dialog = await writeAndConfirm();
  await waitFor(() =>
    expect(dialog.textContent).toContain(
      `An e-mail goes to 37 ${brand.wording.people} (everyone matching the list's filters)`,
    ),
  );
  expect(intents).toEqual(["preview"]);
  const send = screen.getByRole("button", { name: "Send" });
  expect(send.hasAttribute("disabled")).toBe(false);
  fireEvent.click(send);
  await waitFor(() => expect(intents).toEqual(["preview", "send"]));
});

test("nobody to send to: Send stays disabled", async () => {
  renderCompose(0);
  const dialog = await writeAndConfirm();
  await waitFor(() => expect(dialog.textContent).toContain(`goes to 0 ${brand.wording.people}`));
  expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
});
