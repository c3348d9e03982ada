// The company's details panel offers the language for candidates: each language by its English name, the company's
// current one chosen, with the hint saying when it is used; the form submits it with the other details.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { theme } from "~/ui/theme";
import { DetailsPanel } from "./DetailsPanel";
import type { CompanyDetails } from "./model";

const COMPANY: CompanyDetails = {
  id: 7,
  name: "Harbor Dental",
  industry: "Dental",
  go_high_level_location_id: null,
  product_type: null,
  franchise: null,
  franchise_id: null,
  default_language: "de",
  has_logo: false,
  logo_updated_at: null,
  created_at: "2026-01-05T10:00:00.000Z",
};

test("shows the language for candidates, named in English, with its hint, and submits it with the details", async () => {
  const Stub = createRemixStub([
    { path: "/companies/overview", Component: () => <DetailsPanel company={COMPANY} franchises={[]} /> },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/companies/overview?company=7"]} />
    </MantineProvider>,
  );
  const select = await screen.findByRole("textbox", { name: "Language for candidates" });
  expect((select as HTMLInputElement).value).toBe("German");
  expect(
    screen.getByText("Pages and e-mails for candidates whose browser asks for none of our languages."),
  ).toBeTruthy();
  fireEvent.click(select);
  const listbox = await screen.findByRole("listbox", { name: "Language for candidates", hidden: true });
  const options = within(listbox).getAllByRole("option", { hidden: true });
  expect(options.map((o) => o.textContent)).toEqual([
    "English",
    "Spanish",
    "German",
    "French",
    "Brazilian Portuguese",
    "Arabic",
  ]);
  const form = select.closest("form")!;
  expect(Object.fromEntries(new FormData(form))).toMatchObject({
    intent: "update-company",
    companyId: "7",
    default_language: "de",
  });
});
