// The details a person gives to take the assessment, whichever way they come in: a company's link
// (surveys/contract.ts) or a book code (book-codes/contract.ts). Kept apart from the surveys contract because that one
// loads the item inventory, which pages that import the book codes' contract must not pull into the browser.
import { z } from "zod";
import { SEXES } from "../../domain/assessment/traits";

/** A person's age, if given (16 to 99), registering for the assessment: it picks the norms' age band. */
export const applicantAge = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(16, "must be between 16 and 99")
  .max(99, "must be between 16 and 99")
  .nullish()
  .transform((v) => v ?? null);

/** Optional: it only picks the comparison group; without it the combined (both sexes) norms score the answers. */
export const normGroupSex = z
  .enum(SEXES, { error: "must be male, female or unspecified (prefer not to say)" })
  .default("unspecified");

const name = z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters");

/** Name, contact, comparison group, role and consent: spread into a registration's body schema. */
export const registrantFields = {
  first: name,
  last: name,
  email: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(254, "must be at most 254 characters")
    .pipe(z.email({ error: "must be a valid e-mail address" })),
  phone: z
    .string()
    .trim()
    .max(32, "must be at most 32 characters")
    .regex(/^(\+?[0-9][0-9 ().-]{5,30})?$/, "must be a valid phone number")
    .nullish()
    .transform((v) => v || null),
  sex: normGroupSex,
  age: applicantAge,
  role: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
  consent: z.literal(true, { error: "must be given to take the assessment" }),
};
