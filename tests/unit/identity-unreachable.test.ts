// Fault: the identity provider cannot be reached. Opening /login (which starts the sign-in at the provider) shows a
// page saying so with a way to try again, instead of an error page; a sign-in posted while the provider's account
// store is unreachable answers a clear message and gives back what was typed, never a 500.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";

const { loader, action } = await import("../../app/routes/login");

const warn = vi.fn();
/** A port nothing listens on: the provider's discovery is refused at once. */
const DOWN = "http://127.0.0.1:9/idp";

function contextWith(idp: unknown) {
  return {
    services: {
      env: { issuer: DOWN, issuerInternal: DOWN, OIDC_CLIENT_ID: "web-app", PUBLIC_URL: "http://app.example" },
      logger: { warn },
      idp,
    },
  } as unknown as AppLoadContext;
}

const unreachable = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));

describe("the identity provider unreachable", () => {
  it("opening the sign-in answers 503 with a clear message and a retry that keeps where the user was going", async () => {
    const request = new Request("http://app.example/login?redirect_to=%2Fsurvey-results%3Fpage%3D2");
    const answer = (await loader({ request, context: contextWith(null), params: {} })) as unknown as Response;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      uid: "",
      email: "",
      unavailable: true,
      retry: "/login?redirect_to=%2Fsurvey-results%3Fpage%3D2",
    });
    expect(warn).toHaveBeenCalled();
  });

  it("a sign-in posted while its account store is unreachable keeps the e-mail and says to try again", async () => {
    const idp = { hasInteraction: async () => true, accounts: { signIn: unreachable } };
    const request = new Request("http://app.example/login", {
      method: "POST",
      body: new URLSearchParams({ uid: "interaction-1", email: "owner@harbor-dental.test", password: "secret-pass" }),
    });
    const result = (await action({ request, context: contextWith(idp), params: {} })) as {
      ok: boolean;
      formErrors: string[];
      values: Record<string, unknown>;
    };
    expect(result.ok).toBe(false);
    expect(result.formErrors).toEqual([
      "The sign-in service cannot be reached right now. Please try again in a moment.",
    ]);
    expect(result.values).toMatchObject({ email: "owner@harbor-dental.test" });
  });
});
