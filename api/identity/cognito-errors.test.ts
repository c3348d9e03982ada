// What each Cognito exception becomes for an API client (ADR 040): the product's catalogue, a 4xx with a clear
// message (503 when Cognito cannot be reached), never a 500 and never "this e-mail has no account".
import { describe, expect, test } from "vitest";
import { classifyCognitoError, cognitoApiError, passwordPolicyMessage } from "./cognito-errors";

/** An error shaped as the AWS SDK throws them: the exception's name, Cognito's message. */
const cognito = (name: string, message = "") => Object.assign(new Error(message), { name });

describe("Cognito errors as the product's answers", () => {
  test.each([
    ["UsernameExistsException", "User account already exists", 409, "An account with this e-mail already exists"],
    [
      "InvalidPasswordException",
      "Password does not conform to policy: Password must have symbol characters",
      400,
      "Bad Request",
    ],
    [
      "NotAuthorizedException",
      "Incorrect username or password.",
      403,
      "The identity provider refused this for the account",
    ],
    ["NotAuthorizedException", "Password attempts exceeded", 429, "Attempt limit exceeded"],
    ["UserNotFoundException", "User does not exist.", 404, "No sign-in account for this user"],
    [
      "LimitExceededException",
      "Attempt limit exceeded, please try after some time.",
      429,
      "Too many requests to the identity provider; please try again in a few minutes",
    ],
    [
      "TooManyRequestsException",
      "Rate exceeded",
      429,
      "Too many requests to the identity provider; please try again in a few minutes",
    ],
    ["CodeMismatchException", "Invalid verification code provided, please try again.", 400, "Bad Request"],
    ["ExpiredCodeException", "Invalid code provided, please request a code again.", 400, "Bad Request"],
    ["TimeoutError", "socket hang up", 503, "The sign-in service is unavailable; please try again in a moment"],
    [
      "ResourceNotFoundException",
      "User pool eu-west-1_x does not exist.",
      503,
      "The sign-in service is unavailable; please try again in a moment",
    ],
  ])("%s (%s) answers %i", (name, message, status, text) => {
    const error = cognitoApiError(cognito(name, message));
    expect(error.status).toBe(status);
    expect(error.message).toBe(text);
    // Cognito's own wording (which may name the pool or the user) never reaches the client, but for a password rule.
    if (name !== "InvalidPasswordException") expect(JSON.stringify(error.errors)).not.toContain(message);
  });

  test("a password policy problem names the field the client sent, in the product's voice", () => {
    const error = cognitoApiError(
      cognito(
        "InvalidPasswordException",
        "Password does not conform to policy: Password must have uppercase characters",
      ),
      "newPassword",
    );
    expect(error.errors).toEqual([{ path: "newPassword", message: "must have uppercase characters" }]);
    expect(passwordPolicyMessage("Invalid password")).toBe("does not meet the password policy");
  });

  test("the codes of a confirmation flow point at the link's token", () => {
    expect(cognitoApiError(cognito("CodeMismatchException")).errors).toEqual([
      { path: "token", message: "is invalid" },
    ]);
    expect(cognitoApiError(cognito("ExpiredCodeException")).errors).toEqual([
      { path: "token", message: "has expired" },
    ]);
  });

  test("anything unknown, even a non-Error, counts as the provider being unavailable", () => {
    expect(classifyCognitoError("boom").kind).toBe("unavailable");
    expect(classifyCognitoError(cognito("InternalErrorException")).kind).toBe("unavailable");
  });
});
