import { and, eq } from "drizzle-orm";
import { withQuestionIds } from "../job-templates/model";
import type { EmploymentType, JobStatus, Workplace } from "../../domain/jobs";
import * as s from "../../server/db/schema/index";
import type { SeedPart } from "./seed";

/** The shared demo application template: one question of every kind. */
export const DEMO_TEMPLATE = {
  name: "Standard application",
  description: "A few questions every applicant answers, whatever the role.",
  questions: [
    { type: "short_text", label: "What is your current job title?", help: null, required: true, options: [] },
    {
      type: "long_text",
      label: "Why would you like this job?",
      help: "A few sentences are enough.",
      required: false,
      options: [],
    },
    {
      type: "single_choice",
      label: "When could you start?",
      help: null,
      required: true,
      options: ["Straight away", "Within a month", "Later"],
    },
    {
      type: "multiple_choice",
      label: "Which shifts suit you?",
      help: null,
      required: false,
      options: ["Mornings", "Afternoons", "Evenings", "Weekends"],
    },
    { type: "yes_no", label: "Are you allowed to work in this country?", help: null, required: true, options: [] },
    {
      type: "file",
      label: "Any certificate you would like to add",
      help: "PDF, Word or an image, up to 5 MB.",
      required: false,
      options: [],
    },
  ] as const,
};

interface DemoJob {
  company: string;
  title: string;
  role: string | null;
  location: string | null;
  department: string | null;
  status: JobStatus;
  employmentType: EmploymentType;
  workplace: Workplace;
  salary: [number, number, string, "hour" | "month" | "year"] | null;
  description: string;
}

const DEMO_JOBS: DemoJob[] = [
  {
    company: "Harbor Dental",
    title: "Dental Assistant",
    role: "Dental Assistant",
    location: "Portland",
    department: "Clinical",
    status: "published",
    employmentType: "full_time",
    workplace: "on_site",
    salary: [21, 26, "USD", "hour"],
    description:
      "Harbor Dental is looking for a Dental Assistant to join the clinical team in Portland.\n\nWhat you will do\n- Prepare treatment rooms and sterilize instruments\n- Assist dentists chair-side\n- Put patients at ease\n\nHow to apply\nApply online with your details and resume.",
  },
  {
    company: "Harbor Dental",
    title: "Receptionist",
    role: "Receptionist",
    location: "Tacoma",
    department: "Front Desk",
    status: "draft",
    employmentType: "part_time",
    workplace: "on_site",
    salary: null,
    description: "",
  },
  {
    company: "Summit Fitness",
    title: "Personal Trainer",
    role: null,
    location: null,
    department: null,
    status: "published",
    employmentType: "contract",
    workplace: "hybrid",
    salary: [35, 50, "USD", "hour"],
    description:
      "Summit Fitness is hiring a Personal Trainer.\n\nWhat you will do\n- Coach members one-to-one and in small groups\n- Design training plans\n\nHow to apply\nApply online with your details and resume.",
  },
  {
    company: "Acme Logistics",
    title: "Warehouse Associate",
    role: null,
    location: null,
    department: null,
    status: "closed",
    employmentType: "full_time",
    workplace: "on_site",
    salary: [38_000, 42_000, "USD", "year"],
    description: "Pick, pack and ship orders in our distribution center.",
  },
];

/**
 * Demo jobs (a few per hiring company, in different statuses) and one shared application template. Runs after the
 * tenancy seed; created by the first internal super admin. Demo companies' role names are public, so a published
 * job names one of its company's roles where the company offers it.
 */
export const jobsSeed: SeedPart = {
  key: "seed:jobs:v1",
  async run(tx) {
    const [admin] = await tx
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, "ava.admin@provider.test"));
    const createdBy = admin?.id ?? null;
    const [template] = await tx
      .insert(s.jobApplicationTemplates)
      .values({
        name: DEMO_TEMPLATE.name,
        description: DEMO_TEMPLATE.description,
        questions: withQuestionIds(DEMO_TEMPLATE.questions.map((q) => ({ ...q, options: [...q.options] }))),
        createdByUserId: createdBy,
        updatedByUserId: createdBy,
      })
      .returning({ id: s.jobApplicationTemplates.id });

    for (const job of DEMO_JOBS) {
      const [company] = await tx
        .select({ id: s.companies.id })
        .from(s.companies)
        .where(eq(s.companies.name, job.company));
      if (!company) continue;
      const named = async (
        table: typeof s.locations | typeof s.departments | typeof s.roleNames,
        name: string | null,
      ) => {
        if (!name) return null;
        const [row] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.companyId, company.id), eq(table.name, name)));
        return row?.id ?? null;
      };
      let roleNameId = await named(s.roleNames, job.role);
      if (roleNameId === null && job.status === "published") {
        // A company that offers roles: take its first, so applicants can be registered.
        const [first] = await tx
          .select({ id: s.roleNames.id })
          .from(s.roleNames)
          .where(and(eq(s.roleNames.companyId, company.id), eq(s.roleNames.isPublic, true)))
          .orderBy(s.roleNames.name)
          .limit(1);
        roleNameId = first?.id ?? null;
      }
      await tx.insert(s.jobs).values({
        companyId: company.id,
        locationId: await named(s.locations, job.location),
        departmentId: await named(s.departments, job.department),
        roleNameId,
        templateId: template.id,
        title: job.title,
        description: job.description,
        employmentType: job.employmentType,
        workplace: job.workplace,
        salaryMin: job.salary?.[0] ?? null,
        salaryMax: job.salary?.[1] ?? null,
        salaryCurrency: job.salary?.[2] ?? null,
        salaryPeriod: job.salary?.[3] ?? null,
        status: job.status,
        publishedAt: job.status === "draft" ? null : new Date(),
        createdByUserId: createdBy,
        updatedByUserId: createdBy,
      });
    }
  },
};
