// Sending to many: the confirmation says exactly how many people receive the message, counted when it opens, and
// its button ("Send to 37 people") waits for the count. Saving the text as a template: company admins name it in a
// dialog, the templates page's action checks it (a problem shows beside the name), a toast says it was saved and the
// template select, disabled with how to make one while there was none, now offers it and has it picked.
import { MantineProvider } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import brand from "~brand";
import { theme } from "~/ui/theme";
import { ToastHost } from "~/ui/ToastHost";
import type { MessageTemplateJson } from "../../api/messaging/contract";
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
  const send = screen.getByRole("button", { name: `Send to 37 ${brand.wording.people}` });
  expect(send.hasAttribute("disabled")).toBe(false);
  fireEvent.click(send);
  await waitFor(() => expect(intents).toEqual(["preview", "send"]));
});

test("nobody to send to: Send stays disabled", async () => {
  renderCompose(0);
  const dialog = await writeAndConfirm();
  await waitFor(() => expect(dialog.textContent).toContain(`goes to 0 ${brand.wording.people}`));
  expect(screen.getByRole("button", { name: `Send to 0 ${brand.wording.people}` }).hasAttribute("disabled")).toBe(true);
});

test("a company admin saves the text as a template: validated, confirmed by a toast, then picked in the select", async () => {
  const templates: MessageTemplateJson[] = [];
  const saves: Record<string, string>[] = [];
  const Stub = createRemixStub([
    {
      path: "/messages/new",
      loader: () => ({ templates: [...templates] }),
      Component: () => {
        const data = useLoaderData<{ templates: MessageTemplateJson[] }>();
        return (
          <ComposeForm
            templates={data.templates}
            audience="ids=1,2"
            recipientsLabel="2 selected people"
            fetcherKey="compose-save-test"
            canSaveTemplate
          />
        );
      },
    },
    {
      path: "/messages/templates",
      action: async ({ request }: { request: Request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        saves.push(form);
        const id = crypto.randomUUID();
        if (form.name.trim() === "Taken")
          return {
            id,
            ok: false,
            intent: "save",
            formErrors: [],
            fieldErrors: { name: "is already used" },
            values: form,
          };
        const template: MessageTemplateJson = {
          id: templates.length + 1,
          name: form.name,
          channel: form.channel as "email",
          subject: form.subject ?? null,
          body: form.body,
          created_at: "2026-11-29T21:00:00.000Z",
          updated_at: "2026-11-29T21:00:00.000Z",
        };
        templates.push(template);
        return {
          id,
          ok: true,
          intent: "save",
          message: `Template “${template.name}” saved.`,
          tone: "success",
          data: template,
        };
      },
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <ToastHost position="top-right" autoClose={false} />
      <Stub initialEntries={["/messages/new"]} />
    </MantineProvider>,
  );
  // No template yet: the select is disabled and says how to make one.
  const select = await screen.findByRole("textbox", { name: "Template" });
  expect(select.hasAttribute("disabled")).toBe(true);
  expect(screen.getByText(/No e-mail templates yet\. Write the message, then “Save as template…”/)).toBeTruthy();
  const save = screen.getByRole("button", { name: "Save as template…" });
  expect(save.hasAttribute("disabled")).toBe(true);

  fireEvent.change(screen.getByRole("textbox", { name: /Subject/ }), { target: { value: "Next steps, {{ name }}" } });
  fireEvent.change(screen.getByRole("textbox", { name: /Message/ }), {
    target: { value: "Dear {{ name }}, welcome." },
  });
  fireEvent.click(save);
  const dialog = await screen.findByRole("dialog", { name: "Save as a template" });
  const name = within(dialog).getByRole("textbox", { name: /Template name/ });

  // A name the action refuses: the problem shows beside the field, the dialog stays.
  fireEvent.change(name, { target: { value: "Taken" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save template" }));
  await waitFor(() => expect(dialog.textContent).toContain("is already used"));

  fireEvent.change(name, { target: { value: "Welcome" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save template" }));
  await screen.findByText("Template “Welcome” saved.");
  expect(saves.at(-1)).toEqual({
    intent: "save",
    name: "Welcome",
    channel: "email",
    subject: "Next steps, {{ name }}",
    body: "Dear {{ name }}, welcome.",
  });
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save as a template" })).toBeNull());
  // The page's templates loaded again: the select is enabled and has the new one picked.
  await waitFor(() => {
    const picked = screen.getByRole("textbox", { name: "Template" }) as HTMLInputElement;
    expect(picked.hasAttribute("disabled")).toBe(false);
    expect(picked.value).toBe("Welcome");
  });
});

test("without the right to save templates, the empty select says who can add them, and there is no save button", async () => {
  const Stub = createRemixStub([
    {
      path: "/messages/new",
      Component: () => (
        <ComposeForm templates={[]} audience="ids=1" recipientsLabel="1 selected person" fetcherKey="compose-user" />
      ),
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/messages/new"]} />
    </MantineProvider>,
  );
  expect(await screen.findByText(/A company admin can add them under Message templates/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Save as template…" })).toBeNull();
});
