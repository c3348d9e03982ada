// Editing a user: a changed role is asked about once more (who, from what to what) before it is saved; Back returns
// to the form without saving; an unchanged role saves at once.
import { MantineProvider } from "@mantine/core";
import { createRemixStub } from "@remix-run/testing";
import { useFetcher } from "@remix-run/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import type { Actor } from "~domain/permissions";
import { theme } from "~/ui/theme";
import type { ManagedUser } from "./model";
import { UserFormModal } from "./UserFormModal";

const OWNER: Actor = {
  id: 1,
  email: "owner@harbor-dental.test",
  role: "COMPANY_OWNER",
  companyId: 3,
  franchiseId: null,
  canViewHiringPipeline: true,
};
const RITA = {
  id: 12,
  email: "recruiter@harbor-dental.test",
  first: "Rita",
  last: "Recruiter",
  auth_role: "COMPANY_USER",
  company_id: 3,
  permissions: { can_view_hiring_pipeline: true },
} as unknown as ManagedUser;

function renderForm() {
  const sent: Record<string, FormDataEntryValue>[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    sent.push(Object.fromEntries(await request.formData()));
    return null;
  });
  function Page() {
    const fetcher = useFetcher<never>();
    return (
      <UserFormModal
        opened
        onClose={() => {}}
        user={RITA}
        companies={[{ id: 3, name: "Harbor Dental", franchise_id: null, franchise: null }]}
        actor={OWNER}
        defaultCompanyId={3}
        fetcher={fetcher}
        staleResultId={null}
      />
    );
  }
  const Stub = createRemixStub([{ path: "/user-management", Component: Page, action }]);
  render(
    <MantineProvider theme={theme}>
      <Stub initialEntries={["/user-management"]} />
    </MantineProvider>,
  );
  return sent;
}

async function chooseRole(label: string) {
  fireEvent.click(await screen.findByRole("textbox", { name: /Role/ }));
  // The dropdown opens without its transition in a test DOM; its options are there but not yet "visible".
  fireEvent.click(await screen.findByRole("option", { name: label, hidden: true }));
}

test("a role change asks first, names the change, and saves only when confirmed", async () => {
  const sent = renderForm();
  await chooseRole("Company owner");
  fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("Rita Recruiter goes from Company user to Company owner");
  expect(sent).toEqual([]);

  // Back: nothing saved, the form as it was.
  fireEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(screen.queryByRole("alert")).toBeNull();
  expect(sent).toEqual([]);

  fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
  fireEvent.click(await screen.findByRole("button", { name: "Change role and save" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    intent: "update",
    userId: "12",
    role: "COMPANY_OWNER",
    previous_role: "COMPANY_USER",
  });
});

test("an unchanged role saves at once", async () => {
  const sent = renderForm();
  fireEvent.click(await screen.findByRole("button", { name: "Save changes" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(screen.queryByRole("alert")).toBeNull();
  expect(sent[0]).toMatchObject({ role: "COMPANY_USER", previous_role: "COMPANY_USER" });
});
