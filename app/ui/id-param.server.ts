// The one reader of ids in page addresses (`/survey-results/{id}`, `/jobs/edit?id=`): what the database can hold
// as an id, or the page is not there.
import { notFound } from "~/api/client.server";
import { MAX_ID } from "../../api/http/contract";

/** Plain digits without a leading zero: "1e3", " 7 ", "0x1F" and "07" name no page, though Number() reads them. */
const DIGITS = /^[1-9][0-9]{0,9}$/;

/** The id, or null when the text is not one (negative, zero, not a number, beyond the database's 2^31−1). */
export function idParamOrNull(value: string | null | undefined): number | null {
  if (!value || !DIGITS.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * A page's id from its URL, or a 404 page: an id out of range is simply no page (the API would refuse it with
 * 400, which a loader would otherwise pass on as a 500).
 */
export function idParam(value: string | null | undefined): number {
  const id = idParamOrNull(value);
  if (id === null) throw notFound();
  return id;
}
