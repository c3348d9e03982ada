import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";

/**
 * The link to a person's own report, made when they submit the assessment (api/participant-reports/). Like a report
 * share, the link is a sealed payload naming this row's random uuid; the row is what makes it revocable and what
 * records its expiry. Gone with the person.
 */
export const participantReports = pgTable(
  "participant_reports",
  {
    id: id(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("participant_reports_uuid_idx").on(t.uuid),
    index("participant_reports_result_idx").on(t.surveyResultId, t.createdAt),
  ],
);
