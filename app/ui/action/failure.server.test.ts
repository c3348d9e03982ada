import { describe, expect, test } from "vitest";
import { ApiRequestError } from "~/api/client.server";
import { actionFailure, apiFailure } from "./failure.server";
import { actionSuccess } from "./success.server";

const submission = { intent: "save", values: { name: "Sales lead" } };

describe("a failed API call as the action's answer", () => {
  test("puts each field problem the form has a field for beside it, the rest as toasts 'path: message'", () => {
    const error = new ApiRequestError(409, "A role benchmark with this name already exists", [
      { path: "name", message: "is already used" },
      { path: "targets.domains.N.max", message: "must not be below min" },
      { path: "model.survey_result_id", message: "has no scores yet" },
    ]);
    const fields = (path: string) =>
      /^targets\.domains\.([A-Z])/.exec(path)?.[1] ?? (path === "name" ? path : undefined);
    expect(apiFailure(error, { submission, fields })).toMatchObject({
      ok: false,
      intent: "save",
      values: { name: "Sales lead" },
      fieldErrors: { name: "is already used", N: "must not be below min" },
      formErrors: ["model.survey_result_id: has no scores yet"],
    });
  });

  test("puts a field's label before the API's message beside it", () => {
    const error = new ApiRequestError(409, "Conflict", [{ path: "email", message: "is already in use" }]);
    expect(apiFailure(error, { fields: ["email"], labels: { email: "E-mail" } })).toMatchObject({
      fieldErrors: { email: "E-mail is already in use" },
      formErrors: [],
    });
  });

  test.each([400, 422])(
    "a validation error (%i, spec §5) is a toast 'path: message' for every problem, and also beside the fields the form has",
    (status) => {
      const error = new ApiRequestError(status, "Unprocessable Entity", [
        { path: "email", message: "is already in use" },
        { path: "company.name", message: "must be at most 200 characters" },
      ]);
      expect(apiFailure(error, { fields: ["email"], labels: { email: "E-mail" } })).toMatchObject({
        fieldErrors: { email: "E-mail is already in use" },
        formErrors: ["email: is already in use", "company.name: must be at most 200 characters"],
      });
    },
  );

  test("without a field map, every field problem is a toast; a body problem shows its message alone", () => {
    const error = new ApiRequestError(400, "Bad Request", [
      { path: "email", message: "is required" },
      { path: "(body)", message: "is not valid JSON" },
    ]);
    expect(apiFailure(error)).toMatchObject({
      fieldErrors: {},
      formErrors: ["email: is required", "is not valid JSON"],
    });
  });

  test("without field problems: the API's message for the chosen statuses, else the catalogue's", () => {
    const conflict = new ApiRequestError(409, "Already there");
    expect(apiFailure(conflict).formErrors).toEqual(["Already there"]);
    expect(apiFailure(new ApiRequestError(404, "Role benchmark not found"), { ownMessages: [409] }).formErrors).toEqual(
      ["Not Found"],
    );
    expect(apiFailure(new ApiRequestError(400, "Unknown")).formErrors).toEqual(["Bad Request"]);
    expect(apiFailure(new ApiRequestError(500, "boom")).formErrors).toEqual([
      "Something went wrong. Please try again.",
    ]);
    expect(apiFailure(new TypeError("x"), { intent: "delete" })).toMatchObject({
      intent: "delete",
      formErrors: ["Something went wrong. Please try again."],
      values: null,
    });
  });

  test("lets a thrown Response (a redirect) through", () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    let thrown: unknown;
    try {
      apiFailure(redirect);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(redirect);
  });
});

test("an action's own failure and a success carry the submission's intent and a fresh id", () => {
  const failure = actionFailure("Invalid email or password", { submission });
  expect(failure).toMatchObject({
    ok: false,
    intent: "save",
    formErrors: ["Invalid email or password"],
    fieldErrors: {},
  });
  const success = actionSuccess("Saved.", { submission, data: { id: 3 } });
  expect(success).toMatchObject({ ok: true, intent: "save", message: "Saved.", tone: "success", data: { id: 3 } });
  expect(actionSuccess(null).id).not.toBe(success.id);
});
