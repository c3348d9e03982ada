// The candidate's own details as the public forms send them (text: "" when empty, "on" for consent), made into the
// API's fields; the API's schema for them (the contract's) then checks them before anything is sent.
import { z } from "zod";

/** The details' form fields (conform reads "" as absent and "on" as true). */
export const candidateDetailsFields = {
  first: z.string().optional(),
  last: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  sex: z.string().optional(),
  age: z.string().optional(),
  consent: z.boolean().optional(),
};

type DetailsForm = { [K in keyof typeof candidateDetailsFields]?: z.output<(typeof candidateDetailsFields)[K]> };

/** The details as the API's fields: missing values are sent as the API knows them (it names what is wrong). */
export function detailsBody(form: DetailsForm) {
  return {
    first: form.first ?? "",
    last: form.last ?? "",
    email: form.email ?? "",
    phone: form.phone ?? null,
    sex: form.sex,
    age: form.age === undefined ? null : Number(form.age),
    consent: form.consent ?? false,
  };
}

/** The details' fields of a form, shown beside them when refused. */
export const DETAILS_FIELDS = ["first", "last", "email", "phone", "sex", "age", "consent"] as const;
