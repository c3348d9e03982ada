/**
 * The password rules (OWASP ASVS 4.0.3 V2.1): at least 12 characters, up to 128, no composition rules, not the
 * e-mail address. Shown to the user before they type, and checked by the identity provider.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULES_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters (up to ${PASSWORD_MAX_LENGTH}). Any characters are allowed, spaces included; a passphrase of several words works well.`;

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "must not be your e-mail address";
  return null;
}
