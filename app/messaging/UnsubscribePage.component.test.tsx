// The unsubscribe page a message e-mail links to: it asks before it unsubscribes and says what still arrives, in the
// person's language (the `rights` messages), with the language menu.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { pageI18n } from "~/i18n/i18n.server";
import { theme } from "~/ui/theme";
import type { Language } from "~domain/languages";
import { UnsubscribePage } from "./UnsubscribePage";

function renderIn(language: Language, unsubscribed: boolean) {
  const Stub = createRemixStub([
    {
      path: "/unsubscribe/:token",
      Component: UnsubscribePage,
      loader: () => ({
        address: "noor@example.test",
        company_name: "Harbor Dental",
        unsubscribed,
        i18n: pageI18n(language, ["rights"]),
      }),
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/unsubscribe/abc"]} />
    </MantineProvider>,
  );
}

test("asks before unsubscribing, in English", async () => {
  renderIn("en", false);
  expect(await screen.findByRole("heading", { name: "Unsubscribe" })).toBeTruthy();
  expect(screen.getByText("Stop messages from Harbor Dental to noor@example.test?")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
});

test("says it is done and what still arrives, in Spanish, with the language menu", async () => {
  renderIn("es", true);
  expect(await screen.findByRole("heading", { name: "Te has dado de baja" })).toBeTruthy();
  expect(
    screen.getByText(/^noor@example\.test no recibirá más mensajes de Harbor Dental\. Los correos que necesitas/),
  ).toBeTruthy();
  expect(screen.getAllByText("Español").length).toBeGreaterThan(0);
});
