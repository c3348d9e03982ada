/** The sign-up form's fields and their labels (also the start of the API's messages beside them). */
export const REGISTER_FIELDS = ["company_name", "industry", "first", "last", "email"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export const REGISTER_LABELS: Record<RegisterField, string> = {
  company_name: "Company name",
  industry: "Industry",
  first: "First name",
  last: "Last name",
  email: "Work e-mail",
};
