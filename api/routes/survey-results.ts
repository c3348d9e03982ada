import type { Router } from "express";
import { and, asc, eq, min, sql } from "drizzle-orm";
import { z } from "zod";
import { exportSurveyResults } from "../assessment/export-survey-results";
import { getSurveyResult } from "../assessment/find-survey-result";
import {
  bulkUpdateInput,
  idParam,
  surveyResultRoleInput,
  surveyResultSearchQuery,
  surveyResultUpdateInput,
  trackEventInput,
} from "../assessment/results-contracts";
import { searchSurveyResults } from "../assessment/search-survey-results";
import {
  bulkUpdateSurveyResults,
  trackSurveyResultEvent,
  updateSurveyResult,
  updateSurveyResultRole,
} from "../assessment/update-survey-results";
import { companies, pipelineStatuses, pipelines } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { companiesInScope } from "../services/scope";
import { findCompanyInScope } from "../services/users";

const statusesQuery = z.object({
  company_id: z.coerce
    .number({ error: "must be a company id" })
    .int("must be a company id")
    .positive("must be a company id")
    .optional(),
});

/**
 * Survey results (spec §7 "Survey results": base, search, update, update-role, bulk-update, track-event): the people
 * assessed, as staff see them, always inside the actor's tenant scope — a foreign id is not found, a list never holds
 * a foreign row. Status moves of single cards belong to the hiring-pipeline routes (api/routes/board.ts).
 */
export function surveyResultsRoutes({ db, env, logger }: ApiDeps): Router {
  const router = createRouter();

  // The base list and its search take the same parameters.
  for (const path of ["/survey-results", "/survey-results/search"]) {
    router.get(path, async (req, res) => {
      const { actor } = authOf(res);
      res.json(await searchSurveyResults(db, actor, parseInput(surveyResultSearchQuery, req.query)));
    });
  }

  // The whole filtered set as CSV (the list's filters; page, limit and sort are ignored).
  router.get("/survey-results/export", async (req, res) => {
    const { actor } = authOf(res);
    const query = parseInput(surveyResultSearchQuery, req.query);
    const lines = exportSurveyResults(db, actor, query);
    // The first chunk (header) is read before any byte is sent, so a 404 for a foreign company still answers JSON.
    const first = await lines.next();
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader(
      "Content-Disposition",
      `attachment; filename="survey-results-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    res.setHeader("Cache-Control", "no-store");
    if (!first.done) res.write(first.value);
    try {
      for await (const chunk of lines) {
        if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
      }
      res.end();
    } catch (err) {
      // Too late for an error answer: cut the download short, so it cannot pass for a complete file.
      logger.error({ err }, "survey result export failed");
      res.destroy();
    }
  });

  // The status names of the pipelines in scope (or of one company), in pipeline order: the list's status choices.
  router.get("/survey-results/statuses", async (req, res) => {
    const { actor } = authOf(res);
    const { company_id } = parseInput(statusesQuery, req.query);
    if (company_id !== undefined) await findCompanyInScope(db, actor, company_id);
    const rows = await db
      .select({ name: pipelineStatuses.name, position: min(pipelineStatuses.position) })
      .from(pipelineStatuses)
      .innerJoin(pipelines, eq(pipelines.id, pipelineStatuses.pipelineId))
      .innerJoin(companies, eq(companies.id, pipelines.companyId))
      .where(and(companiesInScope(actor), company_id === undefined ? undefined : eq(companies.id, company_id)))
      .groupBy(pipelineStatuses.name)
      .orderBy(asc(sql`min(${pipelineStatuses.position})`), asc(pipelineStatuses.name));
    res.json({ data: rows.map((r) => r.name) });
  });

  router.put("/survey-results/update", async (req, res) => {
    const { actor } = authOf(res);
    res.json({ data: await updateSurveyResult(db, actor, parseInput(surveyResultUpdateInput, req.body)) });
  });

  router.put("/survey-results/update-role", async (req, res) => {
    const { actor } = authOf(res);
    const { id, role } = parseInput(surveyResultRoleInput, req.body);
    res.json({ data: await updateSurveyResultRole(db, actor, id, role) });
  });

  router.post("/survey-results/bulk-update", async (req, res) => {
    const { actor } = authOf(res);
    res.json({ data: await bulkUpdateSurveyResults(db, env, actor, parseInput(bulkUpdateInput, req.body)) });
  });

  router.post("/survey-results/track-event", async (req, res) => {
    const auth = authOf(res);
    res.status(201).json({ data: await trackSurveyResultEvent(db, auth, parseInput(trackEventInput, req.body)) });
  });

  router.get("/survey-results/:id(\\d+)", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await getSurveyResult(db, actor, id) });
  });

  return router;
}
