// Demo campaigns with a few weeks of counts, so /hiring-campaigns is not empty on a first run. The hiring brand's:
// Harbor Dental's receptionists, shared on social media and on a poster's QR code. The coaching brand's: invitations
// of Harbor Dental's employees to their assessment (coachingCampaignsSeed).
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import brand from "~brand";
import type { SeedPart } from "../db/seed";
import * as s from "../../server/db/schema/index";

const DAY = 86_400_000;

/** The demo company both brands' campaigns belong to, and its owner, who made them. */
async function harborDental(tx: Parameters<SeedPart["run"]>[0]) {
  const [company] = await tx.select().from(s.companies).where(eq(s.companies.name, "Harbor Dental"));
  const [owner] = await tx
    .select({ id: s.users.id })
    .from(s.users)
    .where(eq(s.users.email, "owner@harbor-dental.test"));
  return { company, owner };
}

export const campaignsSeed: SeedPart = {
  key: "seed:campaigns:v1",
  async run(tx) {
    // A hiring drive, for a job or a role: the brand that hires (the coaching brand's demo is its own, below).
    if (!brand.features.campaigns || !brand.features.jobs) return;
    const { company, owner } = await harborDental(tx);
    if (!company) return;
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

/**
 * The coaching brand's demo campaigns, so its campaigns page is not empty on a first run: Harbor Dental invites its
 * Front Desk to a spring reassessment by e-mail (most have completed their profile, one has started), and its
 * clinical team to their onboarding profile by a shared link (just begun). The registrations are the company's own
 * assessments, each on the day it was really started, after the invitation was opened.
 */
export const coachingCampaignsSeed: SeedPart = {
  key: "seed:campaigns-coaching:v1",
  async run(tx) {
    if (!brand.features.campaigns || !brand.features.coaching) return;
    const { company, owner } = await harborDental(tx);
    if (!company) return;
    const departmentId = async (name: string) =>
      (
        await tx
          .select({ id: s.departments.id })
          .from(s.departments)
          .where(and(eq(s.departments.companyId, company.id), eq(s.departments.name, name)))
      )[0]?.id ?? -1;
    const now = Date.now();
    const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const results = (department: number, submitted: boolean, limit: number) =>
      tx
        .select({ id: s.surveyResults.id, createdAt: s.surveyResults.createdAt })
        .from(s.surveyResults)
        .where(
          and(
            eq(s.surveyResults.companyId, company.id),
            eq(s.surveyResults.departmentId, department),
            submitted ? isNotNull(s.surveyResults.submittedAt) : sql`${s.surveyResults.submittedAt} is null`,
          ),
        )
        .orderBy(desc(s.surveyResults.createdAt), asc(s.surveyResults.id))
        .limit(limit);

    const campaigns = [
      {
        values: {
          name: "Front Desk reassessment, spring",
          roleName: "Front Desk team",
          channel: "email" as const,
          startsOn: isoDay(now - 21 * DAY),
          endsOn: isoDay(now + 14 * DAY),
          createdAt: new Date(now - 22 * DAY),
        },
        picked: [
          ...(await results(await departmentId("Front Desk"), true, 4)),
          ...(await results(await departmentId("Front Desk"), false, 1)),
        ],
        // Opened but not (yet) started: a few people read the invitation and come back later.
        extraVisits: 3,
      },
      {
        values: {
          name: "Clinical team onboarding",
          roleName: "Clinical team",
          channel: "link" as const,
          startsOn: isoDay(now - 5 * DAY),
          endsOn: null,
          createdAt: new Date(now - 6 * DAY),
        },
        picked: await results(await departmentId("Clinical"), true, 2),
        extraVisits: 2,
      },
    ];
    for (const { values, picked, extraVisits } of campaigns) {
      const [campaign] = await tx
        .insert(s.campaigns)
        .values({ ...values, companyId: company.id, status: "live", createdByUserId: owner?.id ?? null })
        .returning({ id: s.campaigns.id, channel: s.campaigns.channel });
      const visits = picked.map((r) => ({
        campaignId: campaign.id,
        channel: campaign.channel,
        visitedAt: new Date(r.createdAt.getTime() - 600_000),
      }));
      for (let i = 0; i < extraVisits; i++) {
        visits.push({ campaignId: campaign.id, channel: campaign.channel, visitedAt: new Date(now - (i + 1) * DAY) });
      }
      await tx.insert(s.campaignVisits).values(visits);
      if (picked.length) {
        await tx
          .insert(s.campaignRegistrations)
          .values(
            picked.map((r) => ({
              campaignId: campaign.id,
              surveyResultId: r.id,
              channel: campaign.channel,
              registeredAt: r.createdAt,
            })),
          )
          // An assessment comes in through one campaign at most: one already counted elsewhere stays there.
          .onConflictDoNothing();
      }
    }
  },
};
