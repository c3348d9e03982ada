// The instant interview in the candidate's language: the loader (instant.server.ts, over a stubbed API) negotiates it
// from the browser, else the company's default; the page's words follow, the company's questions stay as written,
// and a link that leads nowhere is said in the browser's language.
import { MantineProvider } from "@mantine/core";
import type { AppLoadContext } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { useLoaderData } from "@remix-run/react";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import brand from "~brand";
import type { Language } from "~domain/languages";
import { theme } from "~/ui/theme";
import { instantInterviewsContract, type InstantInterviewJson } from "../../api/instant-interviews/contract";
import { ApiRequestError } from "~/api/client.server";
import { instantInterviewAction, loadInstantInterview } from "./instant.server";
import { InstantInterviewPage } from "./InstantInterviewPage";

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock("~/api/client.server", async (actual) => ({
  ...(await actual<typeof import("~/api/client.server")>()),
  apiClient: () => api,
}));
afterEach(() => api.call.mockReset());

const interviewOf = (defaultLanguage: Language): InstantInterviewJson => ({
  survey_result_uuid: "7d0c4a1e-1111-4a4a-8888-222233334444",
  company: { name: "Harbor Dental", default_language: defaultLanguage },
  first: "Ana",
  questions: [
    { key: "custom:1", text: "How do you greet a patient who is late?" },
    { key: "custom:2", text: "Tell us about a busy morning." },
  ],
  answers: [],
  updated_at: "2026-11-30T10:00:00.000Z",
  submitted_at: null,
});

function open(query: string, acceptLanguage: string, defaultLanguage: Language = "en") {
  api.call.mockResolvedValue({ data: interviewOf(defaultLanguage) });
  const Stub = createRemixStub([
    {
      path: "/instant-interview",
      loader: ({ request }) =>
        loadInstantInterview({
          request: new Request(request.url, { headers: { "Accept-Language": acceptLanguage } }),
          params: {},
          context: {} as AppLoadContext,
        }),
      Component: () => <InstantInterviewPage {...useLoaderData<typeof loadInstantInterview>()} />,
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={[`/instant-interview${query}`]} />
    </MantineProvider>,
  );
}

describe.skipIf(!brand.features.interviewQuestions)("the instant interview's language", () => {
  test("a browser asking for Spanish answers the company's questions on a Spanish page", async () => {
    open("?id=7d0c4a1e-1111-4a4a-8888-222233334444", "es-ES,es;q=0.9", "de");
    expect(await screen.findByRole("heading", { name: "Algunas preguntas para ti" })).toBeTruthy();
    expect(screen.getByText(/respondieras por escrito 2 preguntas/)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Pregunta 1 de 2" })).toBeTruthy();
    expect(screen.getByText("How do you greet a patient who is late?")).toBeTruthy();
    expect(screen.getByText("0 de 2 respondidas")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar respuestas" })).toBeTruthy();
  });

  test("a browser asking for no language we offer reads the company's default", async () => {
    open("?id=7d0c4a1e-1111-4a4a-8888-222233334444", "ja", "fr");
    expect(await screen.findByRole("heading", { name: "Quelques questions pour vous" })).toBeTruthy();
  });

  test("a link without its id is said to be invalid in the browser's language", async () => {
    open("", "de-DE");
    expect(await screen.findByText("Dieser Link ist ungültig")).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });

  test("a refused submit is said in the page's language (here the company's default)", async () => {
    api.call.mockImplementation(async (op: unknown) => {
      if (op === instantInterviewsContract.submit) throw new ApiRequestError(422, "Unprocessable Content");
      return { data: interviewOf("pt-br") };
    });
    const request = new Request("http://app.test/instant-interview?id=7d0c4a1e-1111-4a4a-8888-222233334444", {
      method: "POST",
      headers: { "Accept-Language": "ja" },
      body: new URLSearchParams({ answers: "[]" }),
    });
    const result = await instantInterviewAction({ request, params: {}, context: {} as AppLoadContext });
    expect(result).toMatchObject({ ok: false, formErrors: ["Responda a todas as perguntas antes de enviar."] });
  });
});
