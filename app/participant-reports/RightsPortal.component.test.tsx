// The rights portal on the person's own report: five rights, each a plain HTML form (or link) that works without
// script: what each form posts, that a correction and a deletion cannot be sent without their description or
// confirmation, the downloads' addresses, the words for both brands; the answer page after a form is sent; and both
// in the report's language (Arabic right to left).
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { pageI18n } from "~/i18n/i18n.server";
import { usePageI18n } from "~/i18n/page-i18n";
import { theme } from "~/ui/theme";
import type { Language } from "~domain/languages";
import { REPORT_NAMESPACES } from "./report.server";
import { RightsAnswerPage } from "./RightsAnswerPage";
import { RightsPortal } from "./RightsPortal";

/** The page at /my-report/abc in `language`, inside an element carrying the page's `dir` as the document does. */
async function renderAt(element: () => JSX.Element, language: Language = "en") {
  const Page = () => (
    <div data-testid="page" dir={usePageI18n()?.dir}>
      {element()}
    </div>
  );
  const Stub = createRemixStub([
    { path: "/my-report/:payload", Component: Page, loader: () => ({ i18n: pageI18n(language, REPORT_NAMESPACES) }) },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/my-report/abc"]} />
    </MantineProvider>,
  );
  await screen.findByTestId("page");
}

const portal = () => (
  <RightsPortal
    action="/my-report/abc/rights"
    dataJsonHref="/my-report/abc/export.json"
    dataPdfHref="/my-report/abc/export.pdf"
  />
);

const formOf = (testId: string) => screen.getByTestId(testId) as HTMLFormElement;

describe("the rights portal", () => {
  test("offers the three requests as forms posting their kind to the portal's address", async () => {
    await renderAt(portal);
    expect(screen.getByRole("heading", { name: "Your rights" })).toBeTruthy();
    for (const type of ["human_review", "accommodation", "correction"]) {
      const form = formOf(`rights-${type}`);
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/my-report/abc/rights");
      const textarea = within(form).getByRole("textbox") as HTMLTextAreaElement;
      textarea.value = "Please look again.";
      const data = new FormData(form);
      expect(data.get("type")).toBe(type);
      expect(data.get("details")).toBe("Please look again.");
      expect(within(form).getByRole("button").getAttribute("type")).toBe("submit");
    }
    // Only a correction needs a description; the browser will not send it empty.
    expect((within(formOf("rights-correction")).getByRole("textbox") as HTMLTextAreaElement).required).toBe(true);
    expect((within(formOf("rights-human_review")).getByRole("textbox") as HTMLTextAreaElement).required).toBe(false);
    expect(screen.getByRole("button", { name: "Ask for a human review" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ask for an accommodation" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Report wrong data" })).toBeTruthy();
  });

  test("links the person's data as a PDF and as JSON through their own link", async () => {
    await renderAt(portal);
    const download = screen.getByTestId("rights-download");
    expect(within(download).getByRole("link", { name: "Download my data (PDF)" }).getAttribute("href")).toBe(
      "/my-report/abc/export.pdf",
    );
    expect(within(download).getByRole("link", { name: "Download my data (JSON)" }).getAttribute("href")).toBe(
      "/my-report/abc/export.json",
    );
  });

  test("deletes only with the box ticked that it cannot be undone", async () => {
    await renderAt(portal);
    const form = formOf("rights-erasure");
    const box = within(form).getByRole("checkbox", { name: "I understand that this cannot be undone" });
    expect((box as HTMLInputElement).required).toBe(true);
    expect(new FormData(form).get("confirm")).toBeNull();
    (box as HTMLInputElement).checked = true;
    const data = new FormData(form);
    expect(data.get("type")).toBe("erasure");
    expect(data.get("confirm")).toBe("yes");
    expect(within(form).getByText(/cannot be undone, and this link will stop working/)).toBeTruthy();
  });

  test("speaks to the person in words that suit both brands (no candidate, job or employer)", async () => {
    await renderAt(portal);
    const text = screen.getByTestId("rights-portal").textContent ?? "";
    expect(text).toMatch(/30 days/);
    expect(text).not.toMatch(/\b(candidates?|employees?|jobs?|employer|hiring|applications?)\b/i);
  });
});

describe("the portal's answer page", () => {
  test("says a request was sent and by when it is answered, with the way back", async () => {
    await renderAt(() => (
      <RightsAnswerPage
        answer={{ ok: true, type: "correction", due_at: "2026-12-30T10:00:00Z" }}
        reportHref="/my-report/abc"
      />
    ));
    const sent = screen.getByTestId("rights-sent");
    expect(within(sent).getByRole("heading").textContent).toBe("Your report of wrong data was sent.");
    expect(sent.textContent).toMatch(/by e-mail by .*2026/);
    expect(within(sent).getByRole("link", { name: "Back to your report" }).getAttribute("href")).toBe(
      "/my-report/abc#rights",
    );
  });

  test("names what to put right, in words, when the form was refused", async () => {
    await renderAt(() => (
      <RightsAnswerPage
        answer={{ ok: false, errors: [{ path: "details", message: "must say what is wrong" }] }}
        reportHref="/my-report/abc"
      />
    ));
    const problem = screen.getByTestId("rights-problem");
    expect(problem.getAttribute("role")).toBe("alert");
    expect(problem.textContent).toContain("Your description must say what is wrong.");
  });

  test("after a deletion, says it is done and offers no link back (the link no longer opens)", async () => {
    await renderAt(() => (
      <RightsAnswerPage answer={{ ok: true, type: "erasure", due_at: "2026-12-30T10:00:00Z" }} reportHref="/x" />
    ));
    expect(screen.getByTestId("rights-erased").textContent).toMatch(/Your data was deleted/);
    expect(screen.queryByRole("link", { name: "Back to your report" })).toBeNull();
  });
});

describe("in the report's language", () => {
  test("the portal reads in Arabic, right to left, with the same forms", async () => {
    await renderAt(portal, "ar");
    expect(screen.getByTestId("page").getAttribute("dir")).toBe("rtl");
    expect(screen.getByRole("heading", { name: "حقوقك" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "اطلب مراجعة بشرية" })).toBeTruthy();
    expect(screen.getByTestId("rights-portal").textContent).toContain("للرد عليك بالبريد الإلكتروني");
    const form = formOf("rights-erasure");
    expect(within(form).getByRole("checkbox", { name: "أفهم أنه لا يمكن التراجع عن ذلك" })).toBeTruthy();
    expect(form.getAttribute("action")).toBe("/my-report/abc/rights");
  });

  test("the answer page names what to put right in German", async () => {
    await renderAt(
      () => (
        <RightsAnswerPage
          answer={{ ok: false, errors: [{ path: "details", message: "must be at most 2000 characters" }] }}
          reportHref="/my-report/abc"
        />
      ),
      "de",
    );
    expect(screen.getByTestId("rights-problem").textContent).toContain(
      "Ihre Beschreibung darf höchstens 2.000 Zeichen lang sein.",
    );
    expect(screen.getByRole("link", { name: "Zurück zu Ihrem Bericht" })).toBeTruthy();
  });
});
