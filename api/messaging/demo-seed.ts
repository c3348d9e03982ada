// Starter message templates for every demo company, so the composer's template list is not empty on a first run:
// each brand's own (brands/<brand>/message-templates.ts), stored under its brand key (each brand reads its own).
import { and, asc, eq, inArray } from "drizzle-orm";
import { STARTER_MESSAGE_TEMPLATES } from "../../brands/message-templates";
import type { BrandKey } from "../../brands/types";
import { DEMO_COMPANIES } from "../db/demo-data";
import type { SeedPart } from "../db/seed";
import * as s from "../../server/db/schema/index";

export const messageTemplatesSeed: SeedPart = {
  key: "seed:message-templates:v1",
  async run(tx) {
    const companies = await tx
      .select({ id: s.companies.id })
      .from(s.companies)
      .where(
        inArray(
          s.companies.name,
          DEMO_COMPANIES.map((c) => c.name),
        ),
      )
      .orderBy(asc(s.companies.id));
    const rows = [];
    for (const company of companies) {
      // Written by the company's first owner, where it has one.
      const [owner] = await tx
        .select({ id: s.users.id })
        .from(s.users)
        .where(and(eq(s.users.companyId, company.id), eq(s.users.authRole, "COMPANY_OWNER")))
        .orderBy(asc(s.users.id))
        .limit(1);
      for (const brand of Object.keys(STARTER_MESSAGE_TEMPLATES) as BrandKey[])
        for (const t of STARTER_MESSAGE_TEMPLATES[brand])
          rows.push({
            brand,
            companyId: company.id,
            name: t.name,
            channel: t.channel,
            subject: t.channel === "email" ? (t.subject ?? null) : null,
            body: t.body,
            createdByUserId: owner?.id ?? null,
          });
    }
    if (rows.length) await tx.insert(s.messageTemplates).values(rows);
  },
};
