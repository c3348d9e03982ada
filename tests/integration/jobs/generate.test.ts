// Generated text (POST /jobs/generate, POST /jobs/ads/generate) through the AI port: the deterministic default,
// labelled "generated from templates", and an OpenAI-compatible endpoint when configured (a fake one here).
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, publishedJob, startJobsApi, SUPER, type JobsApiContext } from "./support";

describe("without an AI endpoint", () => {
  let ctx: JobsApiContext;
  beforeAll(async () => {
    ctx = await startJobsApi();
  });
  afterAll(() => ctx?.close());

  it("writes a job description from the job's own fields, the same every time, labelled as such", async () => {
    const json = {
      company_id: ctx.companyIds["Harbor Dental"],
      title: "Dental Receptionist",
      employment_type: "part_time",
      salary_min: 18,
      salary_max: 22,
      salary_currency: "USD",
      salary_period: "hour",
      notes: "Friendly on the phone. Knows scheduling software.",
    };
    const first = await call(ctx, "/jobs/generate", { as: SUPER, method: "POST", json });
    const again = await call(ctx, "/jobs/generate", { as: SUPER, method: "POST", json });
    expect(first.data).toMatchObject({ source: "templates", label: "generated from templates", model: null });
    expect(first.data.text).toBe(again.data.text);
    expect(first.data.text).toContain("Dental Receptionist");
    expect(first.data.text).toContain("Harbor Dental");
    expect(first.data.text).toContain("18–22 USD an hour");
    expect(first.data.text).toContain("Friendly on the phone.");
  });

  it("writes ads for every channel of a saved job, the short one within 280 characters", async () => {
    const { job } = await publishedJob(ctx);
    const body = await call(ctx, "/jobs/ads/generate", { as: SUPER, method: "POST", json: { job_id: job.id } });
    expect(body.data.map((ad: { channel: string }) => ad.channel)).toEqual([
      "job_board",
      "social_media",
      "short_message",
    ]);
    for (const ad of body.data) expect(ad.label).toBe("generated from templates");
    expect(body.data[2].text.length).toBeLessThanOrEqual(280);
    expect(body.data[0].text).toContain(job.title);
    const one = await call(ctx, "/jobs/ads/generate", {
      as: SUPER,
      method: "POST",
      json: { job_id: job.id, channels: ["short_message"] },
    });
    expect(one.data).toHaveLength(1);
  });

  it("answers field errors", async () => {
    const missing = await ctx.api.fetch("/jobs/generate", { as: SUPER, method: "POST", json: {} });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.map((e: { path: string }) => e.path)).toEqual(["company_id", "title"]);
    const channel = await ctx.api.fetch("/jobs/ads/generate", {
      as: SUPER,
      method: "POST",
      json: { job_id: 1, channels: ["fax"] },
    });
    expect(channel.status).toBe(400);
    expect(
      (await ctx.api.fetch("/jobs/ads/generate", { as: SUPER, method: "POST", json: { job_id: 999999 } })).status,
    ).toBe(404);
  });
});

describe("with an OpenAI-compatible endpoint", () => {
  let ctx: JobsApiContext;
  let server: import("node:http").Server;
  const requests: {
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];
  /** How many of the next requests answer 503. */
  let failNext = 0;

  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    app.post("/v1/chat/completions", (req, res) => {
      requests.push({ auth: req.headers.authorization, body: req.body });
      if (failNext > 0) {
        failNext -= 1;
        res.status(503).json({ error: "overloaded" });
        return;
      }
      res.json({ choices: [{ message: { role: "assistant", content: "  A model wrote this.  " } }] });
    });
    server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    ctx = await startJobsApi({
      OPENAI_BASE_URL: base,
      OPENAI_API_KEY: "sk-test",
      OPENAI_MODEL: "test-model",
      OPENAI_BACKOFF_MS: "1",
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise((r) => server?.close(r));
  });

  it("asks the model with the job's fields and answers its text, unlabelled", async () => {
    const { job } = await publishedJob(ctx);
    const body = await call(ctx, "/jobs/generate", {
      as: SUPER,
      method: "POST",
      json: { job_id: job.id, notes: "Weekends off" },
    });
    expect(body.data).toEqual({ text: "A model wrote this.", source: "openai", label: null, model: "test-model" });
    const [request] = requests;
    expect(request.auth).toBe("Bearer sk-test");
    expect(request.body.model).toBe("test-model");
    expect(request.body.messages[1].content).toContain(`Job title: ${job.title}`);
    expect(request.body.messages[1].content).toContain("Weekends off");
  });

  it("retries a 5xx, then reports a failing endpoint as 502 instead of passing off template text", async () => {
    const { job } = await publishedJob(ctx);
    failNext = 1;
    const retried = await ctx.api.fetch("/jobs/generate", { as: SUPER, method: "POST", json: { job_id: job.id } });
    expect(retried.status).toBe(200);
    failNext = 3; // the first request and its two retries
    const before = requests.length;
    const res = await ctx.api.fetch("/jobs/generate", { as: SUPER, method: "POST", json: { job_id: job.id } });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe("The AI service did not answer. Please try again in a moment.");
    expect(requests.length - before).toBe(3);
  });
});
