// The e-mail the sign-in form opens with after a password was just set (account set-up): it travels as the OpenID
// `login_hint` of the authorization request, so an external provider (Cognito) pre-fills it too, and the embedded
// provider keeps it with the login interaction for /login to read. Only an address the same browser has just used
// is ever shown; nothing is looked up by it, so it reveals nothing about which accounts exist.

/** The short-lived cookie that carries the address from /token-validation to the start of sign-in. */
export const LOGIN_HINT_COOKIE = "login-hint";
/** Seconds the hint waits for the sign-in to start. */
export const LOGIN_HINT_MAX_AGE = 600;

/**
 * A usable hint: one e-mail address of at most 254 characters, without spaces or control characters; anything else
 * (a tampered cookie or query) is no hint at all.
 */
export function loginHintOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const hint = value.trim();
  if (hint.length > 254 || !/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(hint)) return null;
  return hint;
}
