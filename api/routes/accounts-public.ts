import type { Router } from "express";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { createRouter } from "../http/router";
import { ApiError, parseInput } from "../http/errors";

const email = z.string().trim().toLowerCase().email("must be a valid e-mail address").max(254);
const token = z.string().trim().min(16, "is invalid").max(200, "is invalid");
const password = z.string().min(1, "is required").max(1024);

/**
 * The account flows a signed-out person uses: request a reset, reset with the e-mailed token, and set up an
 * account from an invitation link. Answers never reveal whether an e-mail has an account.
 */
export function accountsPublicRoutes(deps: ApiDeps): Router {
  const router = createRouter();
  const identity = {
    get accounts() {
      if (!deps.identity) throw new ApiError(501, "Account flows go through the identity provider");
      return deps.identity.accounts;
    },
  };

  router.post("/users/forgot-password", async (req, res) => {
    const input = parseInput(z.object({ email }), req.body);
    const result = await identity.accounts.requestPasswordReset(input.email);
    if (result.status === "limit_exceeded") throw new ApiError(429, "Attempt limit exceeded");
    res.status(202).json({ message: "If the e-mail has an account, a reset link is on its way." });
  });

  router.put("/users/reset-password", async (req, res) => {
    const input = parseInput(z.object({ resetToken: token, newPassword: password }), req.body);
    const result = await identity.accounts.resetPassword(input.resetToken, input.newPassword);
    if (result.ok) {
      res.json({ message: "Password reset" });
      return;
    }
    if (result.error === "attempts_exceeded") throw new ApiError(429, "Attempt limit exceeded");
    if (result.error === "weak_password") throw ApiError.badRequest([{ path: "newPassword", message: result.message }]);
    throw ApiError.badRequest([{ path: "resetToken", message: "is invalid or has expired" }]);
  });

  router.get("/public/users/set-up-token", async (req, res) => {
    const input = parseInput(z.object({ token }), req.query);
    const result = await identity.accounts.checkSetupToken(input.token);
    res.json({ status: result.status, ...(result.status === "valid" && { email: result.email }) });
  });

  router.post("/public/users/set-up-password", async (req, res) => {
    const input = parseInput(z.object({ token, password }), req.body);
    const result = await identity.accounts.setUpPassword(input.token, input.password);
    if (result.ok) {
      res.json({ message: "Password set", email: result.account.email });
      return;
    }
    if (result.error === "weak_password") throw ApiError.badRequest([{ path: "password", message: result.message }]);
    throw ApiError.badRequest([{ path: "token", message: `is ${result.error}` }]);
  });

  // From an expired or used link: a new link goes to the link's own account (the e-mail is never shown or taken).
  router.post("/users/resend-account-setup-email", async (req, res) => {
    const input = parseInput(z.object({ token }), req.body);
    await identity.accounts.resendSetupToken(input.token);
    res.status(202).json({ message: "If the link was ours, a new one is on its way." });
  });

  return router;
}
