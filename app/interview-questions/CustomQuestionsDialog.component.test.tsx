// The company's own questions as a manager edits them: each says the stages it is asked at, and editing one posts
// the stages checked (none checked: every stage).
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { theme } from "~/ui/theme";
import type { CustomQuestionJson } from "../../api/interview-questions/contract";
import { CustomQuestionsDialog } from "./CustomQuestionsDialog";

const questionAt = (id: number, text: string, stages: string[] | null): CustomQuestionJson => ({
  id,
  company_id: 1,
  text,
  listen_for: null,
  stages,
  created_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
});

function renderDialog(questions: CustomQuestionJson[]) {
  const posted: { intent: string; stages: string[] }[] = [];
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <CustomQuestionsDialog
          opened
          onClose={() => {}}
          questions={questions}
          stageNames={["Screening", "Interview", "Offer"]}
          action="/"
        />
      ),
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push({ intent: String(form.get("intent")), stages: form.getAll("stages").map(String) });
        return { id: String(posted.length), ok: true, intent: "", message: null, tone: "success", data: undefined };
      },
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub />
    </MantineProvider>,
  );
  return posted;
}

describe("company interview questions", () => {
  test("each says where it is asked; editing one posts the stages checked", async () => {
    const posted = renderDialog([
      questionAt(1, "Why this clinic?", null),
      questionAt(2, "Explain a treatment plan.", ["Interview"]),
    ]);
    expect(await screen.findByText("Asked at every stage")).toBeTruthy();
    expect(screen.getByText("Asked at: Interview")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit question: Explain a treatment plan." }));
    const edit = screen.getByRole("button", { name: "Save question" }).closest("form")!;
    const box = (name: string) => edit.querySelector<HTMLInputElement>(`input[name="stages"][value="${name}"]`)!;
    expect(box("Interview").checked).toBe(true);
    expect(box("Screening").checked).toBe(false);
    fireEvent.click(box("Screening"));
    fireEvent.click(screen.getByRole("button", { name: "Save question" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: "question-edit", stages: ["Screening", "Interview"] });
  });

  test("a new question with no stage checked posts none (asked at every stage)", async () => {
    const posted = renderDialog([]);
    fireEvent.change(await screen.findByLabelText(/New question/), {
      target: { value: "What does a good day look like?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add question" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: "question-add", stages: [] });
  });
});
