// The account flows of people who are not signed in (spec §7 Users): request a password reset, reset with the
// e-mailed token, set up an account from an invitation link, and self-service sign-up of a company (/auth/register).
// Answers never reveal whether an e-mail has an account.
import { z } from "zod";
import { operation } from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const email = z.string().trim().toLowerCase().email("must be a valid e-mail address").max(254);
const token = z.string().trim().min(16, "is invalid").max(200, "is invalid");
const password = z.string().min(1, "is required").max(1024);

export const forgotPasswordInput = z.object({ email });
export const resetPasswordInput = z.object({ resetToken: token, newPassword: password });
export const setUpTokenQuery = z.object({ token });
export const setUpPasswordInput = z.object({ token, password });
export const resendSetUpEmailInput = z.object({ token });

const text = (max: number) =>
  z.string("is required").trim().min(1, "is required").max(max, `must be at most ${max} characters`);

export const registerInput = z.object({
  company_name: text(200),
  industry: text(100),
  first: text(100),
  last: text(100),
  email: z
    .string("is required")
    .trim()
    .toLowerCase()
    .max(254, "must be at most 254 characters")
    .pipe(z.email("must be a valid e-mail address")),
});
export type RegisterInput = z.output<typeof registerInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const message = z.object({ message: z.string() });

/** Where an invitation (set-up) link stands; the e-mail only while the link is valid. */
export const setUpTokenJson = z.object({
  status: z.enum(["valid", "expired", "used", "invalid"]),
  email: z.string().optional(),
});
export type SetUpTokenJson = z.infer<typeof setUpTokenJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

export const accountsContract = {
  forgotPassword: operation({
    method: "POST",
    path: "/users/forgot-password",
    summary: "E-mail a password-reset link, if the e-mail has an account",
    description:
      "E-mails a password-reset link when the address has an account; the answer is the same either way, so it does not tell whether an account exists.",
    access: "public",
    publicForm: true,
    body: forgotPasswordInput,
    response: message,
    status: 202,
    errors: [400, 429, 503],
  }),
  resetPassword: operation({
    method: "PUT",
    path: "/users/reset-password",
    summary: "Choose a new password with the e-mailed reset token",
    description: "Sets a new password with the token from the reset e-mail; an invalid or expired token answers 400.",
    access: "public",
    publicForm: true,
    body: resetPasswordInput,
    response: message,
    errors: [400, 429, 503],
  }),
  checkSetUpToken: operation({
    method: "GET",
    path: "/public/users/set-up-token",
    summary: "Whether an invitation link is valid, expired or used",
    description:
      "Answers whether an invitation's set-up link is valid, expired or already used, before the person chooses a password.",
    access: "public",
    query: setUpTokenQuery,
    response: setUpTokenJson,
    errors: [400],
  }),
  setUpPassword: operation({
    method: "POST",
    path: "/public/users/set-up-password",
    summary: "Choose the first password of an invited account with its link's token",
    description:
      "Sets the first password of an invited account with the token from its link; the account can sign in afterwards.",
    access: "public",
    publicForm: true,
    body: setUpPasswordInput,
    response: z.object({ message: z.string(), email: z.string() }),
    errors: [400, 429, 503],
  }),
  resendSetUpEmail: operation({
    method: "POST",
    path: "/users/resend-account-setup-email",
    summary: "From an expired or used link: a new link to the link's own account (the e-mail is never shown)",
    description:
      "E-mails a new set-up link to the account an expired or used link belonged to; the answer never shows the address.",
    access: "public",
    publicForm: true,
    body: resendSetUpEmailInput,
    response: message,
    status: 202,
    errors: [400, 429, 503],
  }),
  register: operation({
    method: "POST",
    path: "/auth/register",
    summary: "Self-service sign-up: a new company and its first owner, who sets a password through an e-mailed link",
    description: "Creates a new company with its first owner, who receives an e-mail with a link to set a password.",
    access: "public",
    publicForm: true,
    body: registerInput,
    response: message,
    status: 202,
    errors: [400, 429, 503],
  }),
};
