import { describe, expect, test } from "vitest";
import { z } from "zod";
import { ERRORS } from "~domain/errors";
import { intents, parseFormData, parseJsonSubmission, parseSubmission } from "./parse.server";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [name, value] of entries) f.append(name, value);
  return f;
};

const person = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required"),
  age: z.number({ error: "must be a number" }).int("must be a whole number").optional(),
  newsletter: z.boolean().default(false),
  tags: z.array(z.string()).default([]),
});

describe("parsing a form", () => {
  test("gives the typed value: text coerced to the schema's types, absent fields defaulted", () => {
    const parsed = parseFormData(
      form([
        ["name", " Ada "],
        ["age", "36"],
        ["newsletter", "on"],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      person,
    );
    expect(parsed).toMatchObject({
      ok: true,
      intent: "",
      value: { name: "Ada", age: 36, newsletter: true, tags: ["a", "b"] },
    });
    expect(
      parseFormData(
        form([
          ["name", "Bo"],
          ["age", ""],
        ]),
        person,
      ),
    ).toMatchObject({
      ok: true,
      value: { name: "Bo", age: undefined, newsletter: false, tags: [] },
    });
  });

  test("a refused form answers each problem beside its field, and keeps what was typed (never a password)", () => {
    const parsed = parseFormData(
      form([
        ["name", "  "],
        ["age", "3.5"],
        ["password", "hunter2hunter2"],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      person,
      { fields: ["name", "age"] },
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.result).toMatchObject({
      ok: false,
      intent: "",
      formErrors: [],
      fieldErrors: { name: "Name is required", age: "must be a whole number" },
      values: { name: "  ", age: "3.5", tags: ["a", "b"] },
    });
    expect(parsed.result.values).not.toHaveProperty("password");
    expect(parsed.result.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a problem the form has no field for becomes a toast 'path: message'", () => {
    const parsed = parseFormData(form([["age", "x"]]), person, { fields: ["age"] });
    expect(parsed).toMatchObject({
      ok: false,
      result: { formErrors: ["name: Name is required"], fieldErrors: { age: "must be a number" } },
    });
    // Without a field map every problem is a toast: nothing goes unshown.
    expect(parseFormData(form([]), person)).toMatchObject({
      ok: false,
      result: { formErrors: ["name: Name is required"], fieldErrors: {} },
    });
  });

  test("a field map may be a function, e.g. from nested names to the field that shows them", () => {
    const range = z.object({ min: z.number().max(99, "must be at most 99"), max: z.number() });
    const parsed = parseFormData(
      form([
        ["N.min", "120"],
        ["N.max", "5"],
      ]),
      z.object({ N: range }),
      {
        fields: (path) => path.split(".")[0],
      },
    );
    expect(parsed).toMatchObject({ ok: false, result: { fieldErrors: { N: "must be at most 99" }, formErrors: [] } });
  });

  test("reads a request's form body, and names secrets that are not sent back", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: form([
        ["name", "Ada"],
        ["confirm", "pw"],
      ]),
    });
    const parsed = await parseSubmission(request, z.object({ name: z.string(), confirm: z.string().min(5) }), {
      secret: ["confirm"],
      fields: ["confirm"],
    });
    expect(parsed).toMatchObject({
      ok: false,
      result: { values: { name: "Ada" }, fieldErrors: { confirm: expect.any(String) } },
    });
  });
});

describe("intents", () => {
  const schema = intents({
    archive: z.object({ id: z.number({ error: "must be an id" }) }),
    rename: z.object({ id: z.number({ error: "must be an id" }), name: z.string({ error: "Name is required" }) }),
  });

  test("dispatch on the intent field, each with its own fields", () => {
    const parsed = parseFormData(
      form([
        ["intent", "rename"],
        ["id", "7"],
        ["name", "New"],
      ]),
      schema,
    );
    expect(parsed).toMatchObject({ ok: true, intent: "rename", value: { intent: "rename", id: 7, name: "New" } });
    if (parsed.ok && parsed.value.intent === "rename") expect(parsed.value.name).toBe("New");
    expect(
      parseFormData(
        form([
          ["intent", "archive"],
          ["id", "7"],
        ]),
        schema,
      ),
    ).toMatchObject({
      ok: true,
      value: { intent: "archive", id: 7 },
    });
  });

  test("a refused intent answers its intent; an unknown one is a bad request", () => {
    expect(
      parseFormData(
        form([
          ["intent", "rename"],
          ["id", "7"],
        ]),
        schema,
        { fields: ["name"] },
      ),
    ).toMatchObject({
      ok: false,
      result: { intent: "rename", fieldErrors: { name: "Name is required" }, formErrors: [] },
    });
    expect(parseFormData(form([["intent", "explode"]]), schema)).toMatchObject({
      ok: false,
      result: { intent: "explode", formErrors: ["Bad Request"], fieldErrors: {} },
    });
  });
});

describe("parsing a JSON body", () => {
  const schema = intents({ undo: z.object({ batchId: z.string().min(1, "is required") }) });
  const post = (body: string) =>
    new Request("http://x/", { method: "POST", body, headers: { "Content-Type": "application/json" } });

  test("gives the typed value", async () => {
    expect(await parseJsonSubmission(post(JSON.stringify({ intent: "undo", batchId: "b1" })), schema)).toEqual({
      ok: true,
      intent: "undo",
      value: { intent: "undo", batchId: "b1" },
      values: null,
    });
  });

  test("answers its problems as toasts", async () => {
    expect(await parseJsonSubmission(post(JSON.stringify({ intent: "undo", batchId: "" })), schema)).toMatchObject({
      ok: false,
      result: { intent: "undo", formErrors: ["batchId: is required"], fieldErrors: {}, values: null },
    });
  });

  test("refuses an unreadable body with 400 and a form with 415, each with the catalogue's message", async () => {
    await expect(refusalOf(parseJsonSubmission(post("{nope"), schema))).resolves.toEqual({
      status: 400,
      text: ERRORS.FORM_MALFORMED.message,
    });
    const form = new Request("http://x/", { method: "POST", body: new URLSearchParams({ intent: "undo" }) });
    await expect(refusalOf(parseJsonSubmission(form, schema))).resolves.toEqual({
      status: 415,
      text: ERRORS.FORM_WRONG_CONTENT_TYPE.message,
    });
  });
});

/** The status and text of the Response a parse throws (a page's error boundary shows it). */
async function refusalOf(parsing: Promise<unknown>) {
  const thrown = await parsing.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`expected a thrown Response, got ${String(thrown)}`);
  return { status: thrown.status, text: await thrown.text() };
}

describe("reading a page's form", () => {
  const schema = z.object({ name: z.string().optional() });
  const send = (body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") =>
    parseSubmission(new Request("http://x/", { method, body, headers }), schema);

  test.each([
    ["JSON", '{"name":"Ada"}', { "Content-Type": "application/json" }],
    ["plain text", "name=Ada", { "Content-Type": "text/plain" }],
    ["a file", new Uint8Array([0, 159, 146, 150]), { "Content-Type": "application/octet-stream" }],
    ["a body without a type", new Uint8Array([1, 2, 3]), {}],
  ] as [string, BodyInit, Record<string, string>][])(
    "refuses %s with 415, before the action runs",
    async (_, body, headers) => {
      await expect(refusalOf(send(body, headers))).resolves.toEqual({
        status: 415,
        text: ERRORS.FORM_WRONG_CONTENT_TYPE.message,
      });
    },
  );

  test.each([
    ["a cut-off multipart body", '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAd'],
    ["a multipart body of another boundary", "--abc\r\nnothing here"],
  ])("refuses %s with 400", async (_, body) => {
    await expect(refusalOf(send(body, { "Content-Type": "multipart/form-data; boundary=xyz" }))).resolves.toEqual({
      status: 400,
      text: ERRORS.FORM_MALFORMED.message,
    });
  });

  test("reads no body at all (a DELETE, a bare POST) as an empty form, for the schema to judge", async () => {
    expect(await send(null, {}, "DELETE")).toMatchObject({ ok: true, value: {} });
    expect(await send(null)).toMatchObject({ ok: true, value: {} });
  });

  test("reads a form whatever the case and parameters of its type", async () => {
    expect(
      await send("name=Ada", { "Content-Type": "Application/X-WWW-Form-Urlencoded; charset=UTF-8" }),
    ).toMatchObject({ ok: true, value: { name: "Ada" } });
  });
});

describe("a NUL character in what was submitted", () => {
  test("is refused beside its field (or as a toast), before the schema, with the value shown again without it", () => {
    const parsed = parseFormData(
      form([
        ["name", "A\u0000da"],
        ["note", "x\u0000"],
      ]),
      person,
      { fields: ["name"] },
    );
    expect(parsed).toMatchObject({
      ok: false,
      result: {
        fieldErrors: { name: "must not contain a NUL character" },
        formErrors: ["note: must not contain a NUL character"],
        values: { name: "Ada", note: "x" },
      },
    });
  });

  test("in a JSON body is refused naming its path", async () => {
    const body = JSON.stringify({ intent: "undo", batchId: "b\u00001" });
    const request = new Request("http://x/", { method: "POST", body, headers: { "Content-Type": "application/json" } });
    expect(await parseJsonSubmission(request, z.object({ batchId: z.string() }))).toMatchObject({
      ok: false,
      result: { formErrors: ["batchId: must not contain a NUL character"] },
    });
  });
});
