// Starting "Act as" from its dialog (a document submission): a refusal goes back to the page the dialog was on with
// the reason as an error toast, never to a bare answer of this page-less route; a start goes home as the user.
import type { AppLoadContext } from "@remix-run/node";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { ApiRequestError } from "~/api/client.server";
import { toastFlashFor } from "~/toast.server";

const call = vi.fn();
const updateSessionData = vi.fn();
let proxy: number | undefined;
vi.mock("~/auth/user.server", () => ({
  requireUser: async () => ({
    session: { data: { idToken: "token" } },
    profile: { id: 1, first: "Ava", last: "Admin", email: "ava.admin@provider.test" },
    proxy,
    api: { call },
  }),
  forgetCachedData: () => {},
}));
vi.mock("~/auth/session.server", () => ({ updateSessionData: (...args: unknown[]) => updateSessionData(...args) }));

const { action } = await import("./impersonation.start");

const services = { sessionSecret: "a-test-secret-of-enough-length", env: { secureCookies: false } };
const context = { services } as unknown as AppLoadContext;

const post = (fields: Record<string, string>) =>
  new Request("http://app.test/impersonation/start", { method: "POST", body: new URLSearchParams(fields) });

/** The redirect an action answered (returned or thrown) and the toast it carries, if any. */
async function answer(fields: Record<string, string>) {
  const response = (await action({ request: post(fields), context, params: {} }).catch((e: unknown) => e)) as Response;
  expect(response).toBeInstanceOf(Response);
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
  const request = new Request("http://app.test/", { headers: cookie ? { Cookie: cookie } : {} });
  const { toast } = await toastFlashFor(services).getToast(request);
  return { status: response.status, location: response.headers.get("Location"), toast };
}

const RETURN_TO = "/companies/overview?company=3";

beforeEach(() => {
  call.mockReset();
  updateSessionData.mockReset();
  proxy = undefined;
});

describe("a refused start", () => {
  test("a reason too short goes back to the drawer with what is wrong, and nothing is asked of the API", async () => {
    const { status, location, toast } = await answer({ userId: "12", reason: "ok", returnTo: RETURN_TO });
    expect([status, location]).toEqual([302, RETURN_TO]);
    expect(toast).toMatchObject({ kind: "error", message: "Reason must be at least 5 characters." });
    expect(call).not.toHaveBeenCalled();
  });

  test("the API's refusal comes back in its own words (an invitation nobody accepted)", async () => {
    call.mockRejectedValue(new ApiRequestError(409, "This user has not accepted their invitation yet"));
    const { location, toast } = await answer({ userId: "12", reason: "She asked for help", returnTo: RETURN_TO });
    expect(location).toBe(RETURN_TO);
    expect(toast).toMatchObject({ kind: "error", message: "This user has not accepted their invitation yet" });
    expect(updateSessionData).not.toHaveBeenCalled();
  });

  test("inside a proxy session, and to the companies overview when the page given is not one of ours", async () => {
    proxy = 7;
    const { location, toast } = await answer({ userId: "12", reason: "She asked for help", returnTo: "//evil.test" });
    expect(location).toBe("/companies/overview");
    expect(toast?.message).toBe("End the current impersonation first");
  });
});

test("a start sends the reason, holds the proxy session and goes home as the user", async () => {
  call.mockResolvedValue({ data: { id: 12, first: "Rita", last: "Recruiter", company: "Harbor Dental" } });
  const { location, toast } = await answer({ userId: "12", reason: "  She asked for help  ", returnTo: RETURN_TO });
  expect(location).toBe("/");
  expect(toast).toBeNull();
  expect(call.mock.calls[0][1]).toEqual({ body: { user_id: 12, reason: "She asked for help" } });
  expect(updateSessionData.mock.calls[0][2]).toMatchObject({ proxyUserId: 12, superUser: { id: 1 } });
});
