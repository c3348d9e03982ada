// The public apply form names every problem on the first submit: the details and each unanswered required question
// together, not the questions only once the details are right. The action is the real one (apply.server.ts); with
// nothing to upload and problems found, it answers before any call to the API.
import { MantineProvider } from "@mantine/core";
import type { AppLoadContext } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { pageI18n } from "~/i18n/i18n.server";
import { theme } from "~/ui/theme";
import { ApplyPage } from "./ApplyPage";
import { applyForJob } from "./apply.server";
import type { PublicJobDetailsJson } from "./model";

const question = (id: string, type: PublicJobDetailsJson["questions"][number]["type"], required: boolean) => ({
  id,
  type,
  label: `Question ${id}`,
  help: null,
  required,
  options: [],
});

const job: PublicJobDetailsJson = {
  uuid: "job-uuid",
  title: "Dental hygienist",
  description: "Cleaning teeth.",
  company: { name: "Harbor Dental", default_language: "en" },
  location: null,
  department: null,
  employment_type: "full_time",
  workplace: "on_site",
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  published_at: null,
  status: "published",
  accepting_applications: true,
  interview_after_application: false,
  company_link: "link-token",
  self_identification: null,
  questions: [
    question("experience", "short_text", true),
    question("licensed", "yes_no", true),
    question("certificate", "file", true),
    question("notes", "long_text", false),
  ],
} as PublicJobDetailsJson;

function renderApply() {
  const Stub = createRemixStub([
    {
      path: "/careers/job-uuid/apply",
      // The page's messages as its loader gives them (English: what a browser asking for English gets).
      loader: () => ({ i18n: pageI18n("en", ["careers", "self-identification", "automated-tools"]) }),
      Component: () => <ApplyPage job={job} />,
      action: async ({ request }) => {
        const result = await applyForJob({} as AppLoadContext, job, request);
        if ("redirect" in result) throw new Error("the application should have been refused");
        return result;
      },
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/careers/job-uuid/apply"]} />
    </MantineProvider>,
  );
}

test("the first submit names every missing required answer, beside the details' problems", async () => {
  renderApply();
  fireEvent.change(await screen.findByRole("textbox", { name: /First name/ }), { target: { value: "Ana" } });
  fireEvent.click(screen.getByRole("button", { name: "Send application" }));

  const alert = await screen.findByRole("alert");
  await waitFor(() => expect(alert.textContent).toContain("answers need your attention"));
  // Last name, e-mail, consent and the three required questions: all at once.
  expect(alert.textContent).toContain("6 answers need your attention.");
  for (const name of [/Question experience/, /Last name/, /E-mail/]) {
    expect(screen.getByRole("textbox", { name }).getAttribute("aria-invalid")).toBe("true");
  }
  expect(screen.getAllByText("This answer is required.")).toHaveLength(3);
  expect(screen.getByRole("textbox", { name: /Question notes/ }).getAttribute("aria-invalid")).not.toBe("true");
});

test("with the details right, the missing required answers are still named on that first submit", async () => {
  renderApply();
  fireEvent.change(await screen.findByRole("textbox", { name: /First name/ }), { target: { value: "Ana" } });
  fireEvent.change(screen.getByRole("textbox", { name: /Last name/ }), { target: { value: "Ruiz" } });
  fireEvent.change(screen.getByRole("textbox", { name: /E-mail/ }), { target: { value: "ana@example.com" } });
  fireEvent.click(screen.getByRole("checkbox"));
  fireEvent.change(screen.getByRole("textbox", { name: /Question experience/ }), { target: { value: "5 years" } });
  fireEvent.click(screen.getByRole("button", { name: "Send application" }));

  const alert = await screen.findByRole("alert");
  await waitFor(() => expect(alert.textContent).toContain("2 answers need your attention."));
  expect(screen.getAllByText("This answer is required.")).toHaveLength(2);
});
