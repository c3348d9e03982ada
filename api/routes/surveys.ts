import type { Router } from "express";
import { z } from "zod";
import {
  CONTINUE_LINK_SENT,
  linkToken,
  registerSurveyInput,
  saveAnswersInput,
  submitSurveyInput,
  surveyUuid,
  type RegisterSurveyResult,
  type SurveyLink,
} from "../assessment/contracts";
import { mailContinueLink } from "../assessment/continue-link";
import { unknownLink } from "../assessment/errors";
import { findSurveyLink } from "../assessment/find-survey-link";
import { registerSurvey } from "../assessment/register-survey";
import { saveSurveyAnswers } from "../assessment/save-survey-answers";
import { submitSurvey } from "../assessment/submit-survey";
import { getSurveyProgress } from "../assessment/survey-progress";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";

/**
 * Taking the assessment (public: a candidate has no account). The company's link token opens registration; from
 * then on the assessment's random uuid is the candidate's only key to it.
 */
export function surveysRoutes(deps: ApiDeps): Router {
  const router = createRouter();
  const { db } = deps;

  router.get("/surveys/link/:token", async (req, res) => {
    const { token } = parseInput(z.object({ token: linkToken }), req.params);
    const link = await findSurveyLink(db, token);
    if (!link) throw unknownLink();
    const body: SurveyLink = { company: link.company, role_names: link.role_names };
    res.json(body);
  });

  // Spec §7 Companies "public role-names": the roles a company offers candidates, by its assessment link.
  router.get("/companies/public/role-names", async (req, res) => {
    const { token } = parseInput(z.object({ token: linkToken }), req.query);
    const link = await findSurveyLink(db, token);
    if (!link) throw unknownLink();
    res.json({ data: link.role_names });
  });

  router.post("/surveys/register", async (req, res) => {
    const input = parseInput(registerSurveyInput, req.body);
    const registered = await registerSurvey(db, input);
    if (registered.resumed) {
      await mailContinueLink(deps, {
        uuid: registered.survey_result_uuid,
        email: registered.email,
        companyName: registered.company_name,
      });
      const body: RegisterSurveyResult = { survey_result_uuid: null, resumed: true, message: CONTINUE_LINK_SENT };
      res.status(202).json(body);
      return;
    }
    const body: RegisterSurveyResult = { survey_result_uuid: registered.survey_result_uuid, resumed: false };
    res.status(201).json(body);
  });

  router.post("/surveys/submit", async (req, res) => {
    const input = parseInput(submitSurveyInput, req.body);
    res.json(await submitSurvey(db, input.survey_result_uuid));
  });

  router.get("/surveys/:uuid", async (req, res) => {
    const { uuid } = parseInput(z.object({ uuid: surveyUuid }), req.params);
    res.json(await getSurveyProgress(db, uuid));
  });

  router.put("/surveys/:uuid/answers", async (req, res) => {
    const { uuid } = parseInput(z.object({ uuid: surveyUuid }), req.params);
    const input = parseInput(saveAnswersInput, req.body);
    res.json(await saveSurveyAnswers(db, uuid, input));
  });

  return router;
}
