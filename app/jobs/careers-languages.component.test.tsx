// A candidate reads a job and its application form in their browser's language, or in the company's default language
// when their browser asks only for languages we do not offer; the apply action names the problems in that language.
// The loaders and the action are the real ones (public.server.ts, apply.server.ts) over a stubbed API.
import { MantineProvider } from "@mantine/core";
import type { AppLoadContext } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { useLoaderData } from "@remix-run/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import brand from "~brand";
import type { Language } from "~domain/languages";
import { theme } from "~/ui/theme";
import { ApplyPage } from "./ApplyPage";
import { applyForJob } from "./apply.server";
import { CareersJob } from "./CareersJob";
import type { PublicJobDetailsJson } from "./model";
import { loadPublicJob } from "./public.server";

const publicApi = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock("~/api/client.server", async (actual) => ({
  ...(await actual<typeof import("~/api/client.server")>()),
  apiClient: () => publicApi,
}));
afterEach(() => publicApi.call.mockReset());

const context = { services: { env: { STAGE: "test" } } } as unknown as AppLoadContext;

const jobOf = (defaultLanguage: Language): PublicJobDetailsJson => ({
  uuid: "job-uuid",
  title: "Dental hygienist",
  description: "Cleaning teeth.",
  company: { name: "Harbor Dental", default_language: defaultLanguage },
  location: null,
  department: null,
  employment_type: "full_time",
  workplace: "on_site",
  salary_min: 18,
  salary_max: 22,
  salary_currency: "USD",
  salary_period: "hour",
  published_at: null,
  status: "published",
  accepting_applications: true,
  interview_after_application: false,
  company_link: "link-token",
  self_identification: null,
  questions: [{ id: "licensed", type: "yes_no", label: "Licensed?", help: null, required: true, options: [] }],
});

/** The job's page and its apply form at `path`, for a browser that sends `acceptLanguage`. */
function open(path: string, acceptLanguage: string, defaultLanguage: Language) {
  const job = jobOf(defaultLanguage);
  publicApi.call.mockResolvedValue({ data: job });
  const browser = (request: Request, init: RequestInit = {}) =>
    new Request(request.url, { ...init, headers: { "Accept-Language": acceptLanguage } });
  const Stub = createRemixStub([
    {
      path: "/careers/:job_uuid",
      loader: ({ request, params }) => loadPublicJob({ request: browser(request), params, context }, ["careers"]),
      Component: () => <CareersJob {...useLoaderData<typeof loadPublicJob>()} />,
    },
    {
      path: "/careers/:job_uuid/apply",
      loader: ({ request, params }) =>
        loadPublicJob({ request: browser(request), params, context }, ["careers", "automated-tools"]),
      Component: () => <ApplyPage {...useLoaderData<typeof loadPublicJob>()} />,
      action: async ({ request }) => {
        const body = await request.formData();
        const result = await applyForJob(context, job, browser(request, { method: "POST", body }));
        if ("redirect" in result) throw new Error("the application should have been refused");
        return result;
      },
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={[path]} />
    </MantineProvider>,
  );
}

describe.skipIf(!brand.features.jobs)("the public job pages' language", () => {
  test("a browser asking for Spanish reads the job page in Spanish (the company's words as written)", async () => {
    open("/careers/job-uuid", "es-MX,es;q=0.9,en;q=0.5", "de");
    expect(await screen.findByRole("link", { name: "Postúlate ahora" })).toBeTruthy();
    expect(screen.getByText("Tiempo completo")).toBeTruthy();
    expect(screen.getByText("18–22 USD por hora")).toBeTruthy();
    // The company's own words stay as written.
    expect(screen.getByRole("heading", { name: "Dental hygienist" })).toBeTruthy();
  });

  test("the application form and its action's problems come in Spanish", async () => {
    open("/careers/job-uuid/apply", "es", "en");
    fireEvent.change(await screen.findByRole("textbox", { name: /Nombre/ }), { target: { value: "Ana" } });
    fireEvent.click(screen.getByRole("button", { name: "Enviar postulación" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("4 respuestas necesitan tu atención."));
    expect(alert.textContent).toContain("Revisa tu postulación");
    expect(screen.getByText("Escribe tu apellido.")).toBeTruthy();
    expect(screen.getByText("Escribe tu correo electrónico.")).toBeTruthy();
    expect(screen.getByText("Esta respuesta es obligatoria.")).toBeTruthy();
    expect(screen.getByText("Acepta para que la empresa pueda considerar tu postulación.")).toBeTruthy();
  });

  test("a browser asking only for languages we do not offer reads the company's default language", async () => {
    open("/careers/job-uuid", "ja-JP,ja;q=0.9", "de");
    expect(await screen.findByRole("link", { name: "Jetzt bewerben" })).toBeTruthy();
    expect(screen.getByText("Vollzeit")).toBeTruthy();
  });

  test("the form and its problems in the company's default language for such a browser", async () => {
    open("/careers/job-uuid/apply", "ja", "fr");
    fireEvent.change(await screen.findByRole("textbox", { name: /E-mail/ }), { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await screen.findByRole("alert");
    await waitFor(() => expect(screen.getByText("Veuillez indiquer une adresse e-mail valide.")).toBeTruthy());
    expect(screen.getByText("Veuillez indiquer votre prénom.")).toBeTruthy();
  });

  test("a browser asking for English reads English whatever the company's default", async () => {
    open("/careers/job-uuid", "en-US,en;q=0.9", "de");
    expect(await screen.findByRole("link", { name: "Apply now" })).toBeTruthy();
  });
});
