// The person's resume on their page: the download link, and for staff with the permission the attach form — a wrong
// type or too large a file is named beside the input before anything is sent, sending shows its progress, and the
// server's refusal is shown beside the input too.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { theme } from "~/ui/theme";
import { PersonResume, type PersonResumeProps } from "./PersonResume";

type Answer = Record<string, unknown>;

function renderResume(props: Partial<PersonResumeProps>, answer: () => Promise<Answer> = async () => ({})) {
  const action = vi.fn(async ({ request }: { request: Request }) => {
    await request.formData();
    return answer();
  });
  const Stub = createRemixStub([
    {
      path: "/survey-results/7",
      Component: () => <PersonResume surveyResultId={7} resume={null} canAttach {...props} />,
    },
    { path: "/survey-results/7/resume", action },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/survey-results/7"]} />
    </MantineProvider>,
  );
  return action;
}

function choose(file: File) {
  const input = screen.getByLabelText("Attach a resume") as HTMLInputElement;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  fireEvent.change(input);
  return input;
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Attach resume" }));

describe("the person's resume", () => {
  test("without a resume or the permission, nothing is shown", () => {
    renderResume({ canAttach: false });
    expect(screen.queryByRole("heading", { name: "Resume" })).toBeNull();
  });

  test("an attached resume downloads through the page's own address, for everyone who sees the person", () => {
    renderResume({ canAttach: false, resume: { file_name: "Robin CV.pdf", attached_at: "2026-11-20T10:00:00Z" } });
    const link = screen.getByRole("link", { name: /Robin CV\.pdf/ });
    expect(link.getAttribute("href")).toBe("/survey-results/7/resume");
    expect(screen.queryByLabelText(/resume/i, { selector: "input" })).toBeNull();
  });

  test("a file of another type is named beside the input and not sent", async () => {
    const action = renderResume({});
    const input = choose(new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }));
    expect(await screen.findByText(/Choose a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file/)).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    send();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(action).not.toHaveBeenCalled();
  });

  test("a file over 5 MB is named beside the input and not sent", async () => {
    const action = renderResume({});
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("The file is too large: a resume may be at most 5 MB.")).toBeTruthy();
    send();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(action).not.toHaveBeenCalled();
  });

  test("a good file is sent with its progress shown; the server's refusal is shown beside the input", async () => {
    let release: (answer: Answer) => void = () => {};
    const action = renderResume(
      {},
      () =>
        new Promise<Answer>((resolve) => {
          release = resolve;
        }),
    );
    choose(new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    send();
    expect(await screen.findByText("Uploading…")).toBeTruthy();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    release({
      id: "a1",
      ok: false,
      intent: "resume-attach",
      formErrors: ["Attaching a resume needs the hiring pipeline permission"],
      fieldErrors: { resume: "The file could not be uploaded. Please try again." },
      values: null,
    });
    expect(await screen.findByText("The file could not be uploaded. Please try again.")).toBeTruthy();
    expect(screen.queryByText("Uploading…")).toBeNull();
  });
});
