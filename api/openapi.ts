// The Main API's OpenAPI 3.1 document, generated from the contracts it mounts (zod-openapi), served at
// GET /api/v2/openapi.json. It lists the operations the brand serves (the rule `servedBy`, which also answers 404
// to the others), each tagged with its feature, and every status an operation can answer: the ones its contract
// declares, plus the ones the HTTP layer gives it from its metadata (what the statuses below say).
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { BrandFeatures } from "../brands/types";
import { ACADEMY_PATH } from "./academy/gate";
import { errorBody, servedBy, type Contract, type OperationSpec } from "./http/contract";
import { JOBS_AREA_PATHS } from "./jobs/access";

const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  302: "Found",
  400:
    "Bad Request: the input failed validation (`errors` names each field), or the request could not be read " +
    "(a body that is not valid JSON, a malformed path, a NUL character in any text)",
  401: "Unauthorized: no valid bearer token",
  403: "Forbidden: the caller may not do this",
  404: "Not Found: no such record within the caller's tenant scope",
  409: "Conflict: the record's current state does not allow this",
  410: "Gone: it no longer accepts this (e.g. a closed assessment or an expired link)",
  413: "Payload Too Large: the body is over the limit",
  415: "Unsupported Media Type: the body's type, charset or encoding is not one this operation reads",
  422: "Unprocessable Entity: the input is well-formed but breaks a rule (`errors` names each field)",
  429: "Too Many Requests: too many from this address; try again later",
  500: "Internal Server Error",
  502: "Bad Gateway: a service the API depends on failed",
  503: "Service Unavailable: a service it needs is not configured or not reachable",
};

/** `/jobs/:id` → `/jobs/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)(\([^)]*\))?/g, "{$1}");

const asObject = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? schema : undefined);

const underAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Every status an operation can answer besides its success. The contract's own `errors`, and what the HTTP layer
 * adds from the operation's metadata (api/http/implement.ts, api/http/errors.ts, api/index.ts):
 * - 400: any request (a body that is not JSON, a NUL in any text, an input schema's refusal);
 * - 401 unless public, 403 with a capability;
 * - 404 with a path parameter, and on the areas a gate can close (the academy's remote flag, the jobs area outside
 *   the prod stage);
 * - 409 on a write: a repeat of an Idempotency-Key whose first request has not answered (api/http/idempotency.ts);
 * - 413 and 415 with a body (the JSON parser's size limit, charset and encoding);
 * - 429 on a public form (server/rate-limit.ts); 500 always.
 */
export function statusesOf(op: OperationSpec): number[] {
  const statuses = new Set<number>([...op.errors, 400, 500]);
  if (op.access !== "public") statuses.add(401);
  if (op.access !== "public" && op.access !== "signed-in") statuses.add(403);
  if (op.params || underAny(op.path, [ACADEMY_PATH, ...JOBS_AREA_PATHS])) statuses.add(404);
  if (op.method !== "GET") statuses.add(409);
  if (op.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (op.publicForm) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Who may call, in words, after the operation's own description. */
function accessSentence(op: OperationSpec): string {
  if (op.access === "public") return "No sign-in needed.";
  if (op.access === "signed-in") return "Any signed-in user, within their tenant scope.";
  return `Needs the \`${op.access}\` capability (403 without it).`;
}

function operationObject(tag: string, name: string, op: OperationSpec): ZodOpenApiOperationObject {
  const success = op.status ?? (op.response ? 200 : 204);
  const responses: ZodOpenApiOperationObject["responses"] = {
    [String(success)]: {
      description: REASONS[success],
      ...(op.response
        ? { content: { "application/json": { schema: op.response } } }
        : op.produces
          ? { content: { [op.produces]: { schema: z.string() } } }
          : {}),
    },
  };
  for (const status of statusesOf(op)) {
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: REASONS[status],
      content: { "application/json": { schema: errorBody } },
    };
  }
  return {
    operationId: name,
    summary: op.summary,
    description: [op.description, accessSentence(op)].filter(Boolean).join(" "),
    tags: [tag],
    security: op.access === "public" ? [] : [{ bearer: [] }],
    "x-capability": op.access,
    ...(op.feature ? { "x-brand-feature": op.feature } : {}),
    requestParams: Object.fromEntries(
      Object.entries({ path: asObject(op.params), query: asObject(op.query) }).filter(([, schema]) => schema),
    ),
    ...(op.body ? { requestBody: { content: { "application/json": { schema: op.body } } } } : {}),
    responses,
  } as ZodOpenApiOperationObject;
}

/**
 * Builds the document of the operations a brand serves (`features`: its brand's features) from contracts keyed by
 * feature; each feature is a tag, and operation ids are `<feature>.<operation key>`.
 */
export function openApiDocument(
  contracts: Record<string, Contract>,
  info: { title: string; version: string; description?: string },
  features: BrandFeatures,
) {
  const paths: ZodOpenApiPathsObject = {};
  const tags = new Set<string>();
  for (const [contractName, contract] of Object.entries(contracts)) {
    for (const [name, op] of Object.entries(contract)) {
      if (!servedBy(op, features)) continue;
      tags.add(contractName);
      const path = openApiPath(op.path);
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[op.method.toLowerCase()] = operationObject(
        contractName,
        `${contractName}.${name}`,
        op,
      );
    }
  }
  return withoutFalseItems(
    createDocument({
      openapi: "3.1.0",
      info,
      servers: [{ url: "/api/v2" }],
      tags: [...tags].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The OpenID provider's id token",
          },
        },
      },
      paths,
    }),
  );
}

/**
 * A tuple's schema says "no items past these" as `items: false` (valid JSON Schema 2020-12), which Spectral's
 * recommended rules refuse (`array-items`); `items: { not: {} }` says the same.
 */
function withoutFalseItems<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutFalseItems) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "items" && inner === false ? { not: {} } : withoutFalseItems(inner),
    ]),
  ) as T;
}

/** What each feature (a tag of the document) is about; api/openapi.test.ts checks that every feature has one. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  meta: "The API itself: its name and version, this document, and the trait scales scores are keyed by.",
  hubspot: "The CRM's webhook that creates companies.",
  files: "The local file store's presigned upload and download URLs.",
  roleBenchmarks: "Role benchmarks (trait targets for a role) and the fit of results to them.",
  reportMappings: "The report configurator: versioned texts a report shows per range of a scale.",
  surveys: "The assessment as the person assessed takes it: the link, registering, answering and submitting.",
  surveyResults: "The people assessed and their results, as staff see them.",
  candidateNotes: "Staff notes on a person's result.",
  interviewQuestions: "A company's own interview questions and each candidate's interview notes and guide.",
  scorecards:
    "Interview kits per stage, interviewers' scorecards (1–4 ratings with anchors, a recommendation, draft then submitted) and the debrief.",
  instantInterviews: "The short written interview a candidate answers after the assessment.",
  interviewGrading:
    "Blind grading of the instant interview's written answers: 1–4 per answer, without who wrote it; others' scores after one's own.",
  interviewerAnalytics:
    "Interviewer analytics: scorecard submission rate and time to submit, leniency, and the panel's ICC(2,k) per attribute.",
  adverseImpact:
    "Adverse impact per benchmark and pipeline stage transition (selection and scoring rates, impact ratios, Fisher p, the four-fifths flag) and the bias-audit pack.",
  automatedTools: "A company's public notice of the automated tools it uses on the people it assesses.",
  candidateAnalysis: "A result's generated hiring summary and interview questions.",
  chat: "Questions about a candidate, answered from their report.",
  aiSettings: "Whether a company's data may be sent to the AI endpoint.",
  aiCalls:
    "The record of every AI call (feature, model, prompt and input hashes, answer, who asked) and how long it is kept.",
  selfIdentification:
    "Voluntary self-identification: a person's answers (only for users granted access) and which optional questions a company asks.",
  assessmentHistory: "A person's assessments over time, what really changed, and reassessment invitations.",
  growthReports: "A person's growth report and its action plan.",
  coaching: "Coaches, the people they coach and their sessions.",
  comparisons: "Comparing people, and conversation plans for friction between two sides.",
  reportShares: "Read-only links to a person's growth report.",
  participantReports: "A person's own report, through the link mailed when they submit; the company's switch.",
  viewShares: "Read-only links to a comparison, team view or conflict plan.",
  bookCodes: "Book codes that let a reader take the assessment.",
  surveyAnswers: "A result's answers, item by item.",
  benchmarkScores: "A result's fit to each role benchmark, as a PDF.",
  teams: "Teams of people and their balance.",
  users: "Users: the caller's profile and password, and managing a company's users.",
  dashboard: "The home page's figures.",
  companies: "Companies, their locations, departments and role names, logos, events and fit settings.",
  accounts: "Signing up, invitations and password resets, without signing in.",
  impersonation: "Super admins acting as another user.",
  userEvents: "Usage events of the signed-in user.",
  mailer: "The product's e-mails: the outbox and sending one.",
  mailTemplates: "This brand's texts of the product's e-mails.",
  messaging: "E-mail and SMS messages to the people assessed, templates, sends and unsubscribing.",
  board: "The pipeline board: moving and ordering cards.",
  pipelines: "A company's pipelines and their statuses.",
  jobBoard: "The public job board and applying to a job.",
  jobApplications: "Job applications: the applicant's own, and staff's list.",
  jobTemplates: "Application templates: the questions a job asks applicants.",
  jobs: "Jobs, their generated texts and candidate imports.",
  webhooks: "A company's own webhooks and their deliveries.",
  utils: "Sealing link payloads, data retention and clean-up.",
  dataRights: "A person's rights: export and erasure of everything held about them.",
  dataRequests:
    "Requests a person files about their own data or a decision through their own report link, and the company's inbox of them.",
  academy: "The academy: courses, lessons, quizzes, certificates and assignments.",
  audit: "The audit trail.",
  campaigns: "Campaigns that invite people to the assessment, and their counts.",
  funnels: "A campaign's public page and its visits.",
  resumeAnalysis: "Job applications' resumes and their analysis.",
};
