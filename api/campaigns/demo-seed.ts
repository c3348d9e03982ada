// One demo hiring campaign (hiring brand) with a few weeks of counts, so /hiring-campaigns is not empty on a first
// run: Harbor Dental's receptionists, shared on social media and on a poster's QR code.
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import brand from "~brand";
import type { SeedPart } from "../db/seed";
import * as s from "../db/schema/index";

const DAY = 86_400_000;

export const campaignsSeed: SeedPart = {
  key: "seed:campaigns:v1",
  async run(tx) {
    if (!brand.features.campaigns) return;
    const [company] = await tx.select().from(s.companies).where(eq(s.companies.name, "Harbor Dental"));
    if (!company) return;
    const [owner] = await tx
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, "owner@harbor-dental.test"));
    const [job] = await tx
      .select({ id: s.jobs.id })
      .from(s.jobs)
      .where(and(eq(s.jobs.companyId, company.id), eq(s.jobs.title, "Receptionist")));
    const now = Date.now();
    const [campaign] = await tx
      .insert(s.campaigns)
      .values({
        name: "Spring receptionists (social and poster)",
        companyId: company.id,
        jobId: job?.id ?? null,
        roleName: "Receptionist",
        channel: "social",
        status: "live",
        createdByUserId: owner?.id ?? null,
        createdAt: new Date(now - 15 * DAY),
      })
      .returning({ id: s.campaigns.id });

    // Some of the company's finished assessments came in through the funnel (one of them hired since), each on the
    // day it was really registered, after a few visits that day.
    const submitted = and(eq(s.surveyResults.companyId, company.id), isNotNull(s.surveyResults.submittedAt));
    const picked = [
      ...(await tx
        .select({ id: s.surveyResults.id, createdAt: s.surveyResults.createdAt })
        .from(s.surveyResults)
        .where(and(submitted, sql`lower(${s.surveyResults.status}) = 'hired'`))
        .limit(1)),
      ...(await tx
        .select({ id: s.surveyResults.id, createdAt: s.surveyResults.createdAt })
        .from(s.surveyResults)
        .where(and(submitted, sql`lower(${s.surveyResults.status}) <> 'hired'`))
        .orderBy(desc(s.surveyResults.createdAt), asc(s.surveyResults.id))
        .limit(5)),
    ];
    const visits: (typeof s.campaignVisits.$inferInsert)[] = [];
    const visit = (at: Date, channel: "social" | "qr_code") =>
      visits.push({ campaignId: campaign.id, channel, visitedAt: at });
    picked.forEach((r, i) => {
      const channel = i % 3 === 2 ? "qr_code" : "social";
      for (let k = 1; k <= 3; k++) visit(new Date(r.createdAt.getTime() - k * 600_000), channel);
    });
    // And the last two weeks' visits: a few a day on social, fewer from the poster's QR code.
    for (let day = 13; day >= 0; day--) {
      const at = (hour: number) => new Date(now - day * DAY - hour * 3_600_000);
      for (let i = 0; i < 2 + (day % 3); i++) visit(at(i + 1), "social");
      if (day % 2 === 0) visit(at(5), "qr_code");
    }
    await tx.insert(s.campaignVisits).values(visits);
    if (picked.length) {
      await tx
        .insert(s.campaignRegistrations)
        .values(
          picked.map((r, i) => ({
            campaignId: campaign.id,
            surveyResultId: r.id,
            channel: i % 3 === 2 ? ("qr_code" as const) : ("social" as const),
            registeredAt: r.createdAt,
          })),
        )
        // An assessment comes in through one funnel at most: one already counted elsewhere stays there.
        .onConflictDoNothing();
    }
  },
};
