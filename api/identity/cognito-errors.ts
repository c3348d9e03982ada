// AWS Cognito's exceptions in the product's terms (ADR 040). The adapter turns the expected ones into the results
// the port already knows (weak_password, invalid_credentials, attempts_exceeded…), so each caller keeps answering
// exactly as with the embedded provider; whatever is left becomes an ApiError from the product's catalogue.
import { ApiError } from "../http/errors";

export type CognitoFailure =
  | "account_exists"
  | "weak_password"
  | "not_authorized"
  | "attempts_exceeded"
  | "account_not_found"
  | "too_many_requests"
  | "code_mismatch"
  | "code_expired"
  | "invalid_parameter"
  | "unavailable";

/** What a Cognito error means here; `detail` is Cognito's message, only ever shown for a password policy problem. */
export function classifyCognitoError(error: unknown): { kind: CognitoFailure; detail: string } {
  const name = error instanceof Error ? error.name : "";
  const detail = error instanceof Error ? error.message : "";
  switch (name) {
    case "UsernameExistsException":
    case "AliasExistsException":
      return { kind: "account_exists", detail };
    case "InvalidPasswordException":
      return { kind: "weak_password", detail };
    case "NotAuthorizedException":
      // Cognito's lockout answers NotAuthorizedException too, told apart only by its message.
      return { kind: /attempts exceeded/i.test(detail) ? "attempts_exceeded" : "not_authorized", detail };
    case "PasswordResetRequiredException":
    case "UserNotConfirmedException":
      return { kind: "not_authorized", detail };
    case "TooManyFailedAttemptsException":
      return { kind: "attempts_exceeded", detail };
    case "UserNotFoundException":
      return { kind: "account_not_found", detail };
    case "LimitExceededException":
    case "TooManyRequestsException":
      return { kind: "too_many_requests", detail };
    case "CodeMismatchException":
      return { kind: "code_mismatch", detail };
    case "ExpiredCodeException":
      return { kind: "code_expired", detail };
    case "InvalidParameterException":
      return { kind: "invalid_parameter", detail };
    default:
      // Time-outs, refused connections, throttling by AWS, an unknown pool, missing credentials: the provider cannot
      // do it now. The details go to the log (cause), never to the client.
      return { kind: "unavailable", detail };
  }
}

/**
 * Cognito's "Password does not conform to policy: Password must have uppercase characters" as a field message in
 * the product's voice ("must have uppercase characters").
 */
export function passwordPolicyMessage(detail: string): string {
  const reason = /:\s*(.+)$/
    .exec(detail)?.[1]
    ?.replace(/^password\s+/i, "")
    .replace(/\.$/, "");
  return reason ? reason.charAt(0).toLowerCase() + reason.slice(1) : "does not meet the password policy";
}

/**
 * The answer for a Cognito error no caller handled itself. None of them says whether an e-mail has an account:
 * the flows that answer uniformly (forgot password, sign-up, set-up links) settle "no such user" before this.
 */
export function cognitoApiError(error: unknown, passwordField = "password"): ApiError {
  const { kind, detail } = classifyCognitoError(error);
  switch (kind) {
    case "account_exists":
      return ApiError.conflict("An account with this e-mail already exists", [
        { path: "email", message: "is already in use" },
      ]);
    case "weak_password":
      return ApiError.badRequest([{ path: passwordField, message: passwordPolicyMessage(detail) }]);
    case "not_authorized":
      return ApiError.forbidden("The identity provider refused this for the account");
    case "attempts_exceeded":
      return new ApiError(429, "Attempt limit exceeded");
    case "account_not_found":
      return ApiError.notFound("No sign-in account for this user");
    case "too_many_requests":
      return new ApiError(429, "Too many requests to the identity provider; please try again in a few minutes");
    case "code_mismatch":
      return ApiError.badRequest([{ path: "token", message: "is invalid" }]);
    case "code_expired":
      return ApiError.badRequest([{ path: "token", message: "has expired" }]);
    case "invalid_parameter":
      return ApiError.badRequest([{ path: "(body)", message: "was refused by the identity provider" }]);
    case "unavailable":
      return new ApiError(503, "The sign-in service is unavailable; please try again in a moment");
  }
}
