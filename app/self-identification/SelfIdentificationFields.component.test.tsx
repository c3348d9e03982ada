// The voluntary self-identification section in the page's language: the questions and the explanation translated,
// each answer's EEO-1 or CC-305 label kept in its unedited US English with the translation after it; a page whose
// loader did not load the section's messages shows it in English, never message keys.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { Language } from "~domain/languages";
import { pageI18n } from "~/i18n/i18n.server";
import type { Namespace } from "~/i18n/messages.server";
import { theme } from "~/ui/theme";
import { SelfIdentificationFields } from "./SelfIdentificationFields";

function renderSection(language: Language, namespaces: Namespace[]) {
  const Stub = createRemixStub([
    {
      path: "/",
      loader: () => ({ i18n: pageI18n(language, namespaces) }),
      Component: () => (
        <SelfIdentificationFields
          asked={{ ask_veteran: true, ask_disability: true }}
          companyName="Harbor Dental"
          errors={{}}
        />
      ),
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/"]} />
    </MantineProvider>,
  );
}

test("in Spanish: the questions translated, the legal answer labels in English with the translation after them", async () => {
  renderSection("es", ["self-identification"]);
  expect(await screen.findByRole("heading", { name: "Autoidentificación voluntaria (opcional)" })).toBeTruthy();
  const race = screen.getByRole("radiogroup", { name: "Raza/origen étnico (opcional)" });
  expect(race.textContent).toContain("Hispanic or Latino (Hispano o latino)");
  expect(race.textContent).toContain("White (Not Hispanic or Latino) (Blanco (no hispano ni latino))");
  expect(race.textContent).toContain("I decline to self-identify (Prefiero no identificarme)");
  const disability = screen.getByRole("radiogroup", { name: "Situación de discapacidad (opcional)" });
  expect(disability.textContent).toContain("Yes, I have a disability, or have had one in the past (Sí, tengo");
  expect(screen.getByText(/Harbor Dental hace estas preguntas/)).toBeTruthy();
});

test("a page that did not load the section's messages shows it in US English (labels alone), never message keys", async () => {
  renderSection("de", []);
  expect(await screen.findByRole("heading", { name: "Voluntary self-identification (optional)" })).toBeTruthy();
  const race = screen.getByRole("radiogroup", { name: "Race/ethnicity (optional)" });
  expect(race.textContent).toContain("Hispanic or Latino");
  expect(race.textContent).not.toContain("(Hispanisch");
  expect(document.body.textContent).not.toContain("self-identification.");
});
