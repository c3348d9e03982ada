// Requests about a person's own data or a decision (ARCHITECTURE.md "Responsible assessment"). The person files them
// without signing in, from the rights portal on their own report's link (the sealed payload names the one person:
// 404 when it is not valid, 410 once expired or revoked): human review, an accommodation or alternative process, a
// correction; and the deletion of their data (done at once through the data-rights erasure, recorded as a request
// that outlives them). Their data as a PDF and JSON is the data-rights feature's own-export operations. Each request
// has a 30-day clock and lands in the company's "Requests" inbox: owners (and franchise owners, super admins across
// their scope) set its status and assignee and reply by e-mail; every change leaves an audit row.
import { z } from "zod";
import { DATA_REQUEST_STATUSES, DATA_REQUEST_TYPES, FILED_TYPES } from "../../domain/data-requests";
import { dataOf, flag, id, idParam, listOf, operation, pageOf, pageQuery, timestamp } from "../http/contract";
import { MAX_PAYLOAD_LENGTH } from "../participant-reports/contract";

export { DATA_REQUEST_STATUSES, DATA_REQUEST_TYPES, FILED_TYPES };

const payload = z
  .string({ error: "is required" })
  .min(1, "is required")
  .max(MAX_PAYLOAD_LENGTH, `must be at most ${MAX_PAYLOAD_LENGTH} characters`);

export const MAX_DETAILS = 4000;

const details = z
  .string({ error: "must be text" })
  .trim()
  .max(MAX_DETAILS, `must be at most ${MAX_DETAILS} characters`)
  .nullish()
  .transform((v) => v || null);

/** What the person files: a correction says what is wrong; the others may say more. */
export const fileRequestInput = z
  .strictObject({
    payload,
    type: z.enum(FILED_TYPES, { error: `must be one of ${FILED_TYPES.join(", ")}` }),
    details,
  })
  .superRefine((input, ctx) => {
    if (input.type === "correction" && !input.details) {
      ctx.addIssue({ code: "custom", path: ["details"], message: "must say what is wrong" });
    }
  });
export type FileRequestInput = z.output<typeof fileRequestInput>;

export const eraseOwnInput = z.strictObject({
  payload,
  /** Deleting cannot be undone: the person ticks that they understand. */
  confirm: z.literal(true, { error: "must be ticked: deleting your data cannot be undone" }),
});

export const filedRequestJson = z.object({
  type: z.enum(DATA_REQUEST_TYPES),
  filed_at: timestamp,
  due_at: timestamp,
});
export type FiledRequestJson = z.infer<typeof filedRequestJson>;

const userRef = z.object({ id: z.number().int(), first: z.string(), last: z.string() });

export const dataRequestJson = z.object({
  id: z.number().int(),
  type: z.enum(DATA_REQUEST_TYPES),
  status: z.enum(DATA_REQUEST_STATUSES),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** The person; null once their data was erased (the request stays as the record that it was handled). */
  person: z
    .object({ survey_result_id: z.number().int(), first: z.string(), last: z.string(), email: z.string() })
    .nullable(),
  details: z.string().nullable(),
  assignee: userRef.nullable(),
  due_at: timestamp,
  overdue: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type DataRequestJson = z.infer<typeof dataRequestJson>;

export const dataRequestDetailJson = dataRequestJson.extend({
  /** Who can be assigned: the active users of the request's company. */
  assignable: z.array(userRef),
});
export type DataRequestDetailJson = z.infer<typeof dataRequestDetailJson>;

export const dataRequestSearchQuery = z.object({
  ...pageQuery({ defaultLimit: 25 }),
  status: listOf(z.enum(DATA_REQUEST_STATUSES, { error: `must be one of ${DATA_REQUEST_STATUSES.join(", ")}` })),
  type: listOf(z.enum(DATA_REQUEST_TYPES, { error: `must be one of ${DATA_REQUEST_TYPES.join(", ")}` })),
  /** Only pending requests past their due date. */
  overdue: flag.optional(),
});
export type DataRequestSearch = z.output<typeof dataRequestSearchQuery>;

export const updateRequestInput = z
  .strictObject({
    status: z.enum(DATA_REQUEST_STATUSES, { error: `must be one of ${DATA_REQUEST_STATUSES.join(", ")}` }).optional(),
    /** A user of the request's company, or null for nobody. */
    assignee_id: id("a user id").nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignee_id !== undefined, {
    message: "must change the status or the assignee",
    path: ["status"],
  });

export const MAX_REPLY = 10_000;
export const replyInput = z.strictObject({
  message: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(MAX_REPLY, `must be at most ${MAX_REPLY} characters`),
});

export const overdueJson = z.object({ overdue: z.number().int(), oldest_due_at: timestamp.nullable() });
export type OverdueJson = z.infer<typeof overdueJson>;

const manage = {
  access: "users:manage",
  denied: "Only the company's owner handles the requests people make about their data",
} as const;

export const dataRequestsContract = {
  file: operation({
    method: "POST",
    path: "/data-requests/public",
    summary: "File a request from a person's own report link: human review, accommodation, or wrong data",
    description:
      "Files a request for the person the link names, without sign-in, with a 30-day due date. 404 for a link that is not valid, 410 once it has expired or been revoked.",
    access: "public",
    publicForm: true,
    body: fileRequestInput,
    response: dataOf(filedRequestJson),
    status: 201,
    errors: [400, 404, 410, 429],
  }),
  eraseOwn: operation({
    method: "POST",
    path: "/data-requests/public/erase",
    summary: "Erase everything held about the person a report link names (no sign-in); the link stops working",
    description:
      "Erases the person the link names through the data-rights erasure and records the request, which outlives them. Cannot be undone; `confirm` must be true.",
    access: "public",
    publicForm: true,
    body: eraseOwnInput,
    response: dataOf(filedRequestJson),
    errors: [400, 404, 410, 429],
  }),
  search: operation({
    method: "GET",
    path: "/data-requests",
    summary: "The requests people filed about their data, due first (status, type, overdue)",
    description: "Answers a page of the requests in the caller's companies, the soonest due first.",
    ...manage,
    query: dataRequestSearchQuery,
    response: pageOf(dataRequestJson),
    errors: [400, 403],
  }),
  overdue: operation({
    method: "GET",
    path: "/data-requests/overdue",
    summary: "How many requests are past their due date and still open",
    description: "Answers how many requests in the caller's companies are open or in progress past their due date.",
    ...manage,
    response: dataOf(overdueJson),
    errors: [403],
  }),
  get: operation({
    method: "GET",
    path: "/data-requests/:id",
    summary: "One request, with who can be assigned",
    description: "Answers one request in the caller's companies and the users who can be assigned to it.",
    ...manage,
    params: idParam,
    response: dataOf(dataRequestDetailJson),
    errors: [400, 403, 404],
  }),
  update: operation({
    method: "PATCH",
    path: "/data-requests/:id",
    summary: "Change a request's status or assignee (recorded in the audit trail)",
    description:
      "Changes a request's status (open, in progress, done, refused) or its assignee, a user of its company.",
    ...manage,
    params: idParam,
    body: updateRequestInput,
    response: dataOf(dataRequestDetailJson),
    errors: [400, 403, 404, 422],
  }),
  reply: operation({
    method: "POST",
    path: "/data-requests/:id/reply",
    summary: "Reply to the person by e-mail (recorded in the audit trail)",
    description: "Sends the reply to the person's e-mail address through the mail port. 422 once their data is erased.",
    ...manage,
    params: idParam,
    body: replyInput,
    response: dataOf(z.object({ sent_to: z.string() })),
    errors: [400, 403, 404, 422],
  }),
};
