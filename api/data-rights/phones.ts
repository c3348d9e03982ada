import { normalizePhone } from "../sms/index";

/**
 * A person's phone numbers as they typed them and as texts are addressed (E.164, api/sms): the rows that carry a
 * number (texts sent, opt-outs) hold the second form, so the export and the erasure look for both.
 */
export function phoneForms(phones: unknown[]): string[] {
  const forms = new Set<string>();
  for (const phone of phones) {
    if (typeof phone !== "string" || phone.trim() === "") continue;
    forms.add(phone);
    const normalized = normalizePhone(phone);
    if (normalized) forms.add(normalized);
  }
  return [...forms];
}
