/**
 * The text an SMS carries as sent: the message, then the opt-out line carriers expect. A message that already ends
 * with the line (typed by hand, or kept in a template) is sent as it is, so the line never appears twice.
 */
export const SMS_OPT_OUT = "Reply STOP to opt out.";

/** "reply stop to opt out" at the very end, in any case, with or without a closing full stop. */
const ENDS_WITH_OPT_OUT = /reply\s+stop\s+to\s+opt[\s-]*out\s*[.!]?\s*$/i;

export function endsWithOptOut(text: string): boolean {
  return ENDS_WITH_OPT_OUT.test(text);
}

/** The SMS exactly as the recipient receives it. */
export function smsTextAsSent(text: string): string {
  const message = text.trim();
  if (!message) return SMS_OPT_OUT;
  return endsWithOptOut(message) ? message : `${message}\n\n${SMS_OPT_OUT}`;
}
