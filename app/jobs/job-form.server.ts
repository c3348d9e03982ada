/** The job form's fields as the API's body (POST /jobs, PUT /jobs/{id}, POST /jobs/generate). */
export function jobBodyFromForm(form: FormData, { forGenerate = false } = {}) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const id = (name: string) => (text(name) === "" ? null : Number(text(name)));
  const money = (name: string) => (text(name) === "" ? null : Number(text(name).replace(/[ ,]/g, "")));
  const body: Record<string, unknown> = {
    title: text("title"),
    company_id: id("company_id") ?? undefined,
    location_id: id("location_id"),
    department_id: id("department_id"),
    employment_type: text("employment_type") || undefined,
    workplace: text("workplace") || undefined,
    salary_min: money("salary_min"),
    salary_max: money("salary_max"),
    salary_currency: text("salary_currency") || null,
    salary_period: text("salary_period") || null,
    description: String(form.get("description") ?? ""),
  };
  if (forGenerate) return { ...body, notes: text("notes") || undefined };
  return {
    ...body,
    role_name_id: id("role_name_id"),
    template_id: id("template_id"),
    status: text("status") || undefined,
    interview_after_application: form.get("interview_after_application") === "on",
    is_test: form.get("is_test") === "on",
  };
}

/** Field labels for messages at the job form's fields. */
export const JOB_FIELD_LABELS: Record<string, string> = {
  title: "Title",
  company_id: "Company",
  location_id: "Location",
  department_id: "Department",
  role_name_id: "Role",
  template_id: "Application template",
  employment_type: "Employment type",
  workplace: "Workplace",
  salary_min: "Minimum pay",
  salary_max: "Maximum pay",
  salary_currency: "Currency",
  salary_period: "Pay period",
  description: "Description",
  status: "Status",
};
