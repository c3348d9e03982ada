/**
 * The one error catalogue (spec §8). Every message the product shows for a failure comes from here, so the words
 * are written once; the app and the API client map any failure to a catalogue entry or a status name.
 */
export const ERRORS = {
  /** Network failure or an unexpected server error. */
  GENERIC_ERROR: { message: "Something went wrong. Please try again.", status: 500 },
  /** Sign-in refused for any reason other than too many attempts (never says which of the two was wrong). */
  LOGIN_INVALID: { message: "Invalid email or password", status: 401 },
  /** The identity provider reports exceeded sign-in attempts. */
  LOGIN_ATTEMPTS_EXCEEDED: { message: "Password attempts exceeded. Please try again later.", status: 429 },
  /** Forgot password: the provider reports exceeded attempts. */
  RESET_ATTEMPTS_EXCEEDED: {
    message:
      "You've reached the maximum number of attempts for now. Please take a short break and try again later. Thanks for your patience!",
    status: 429,
  },
  /** Forgot password: any other refusal. */
  RESET_INVALID_EMAIL: { message: "Invalid email", status: 400 },
  /** Profile load answered with a failure status. */
  PROFILE_ERROR_STATUS: { message: "Error status", status: 500 },
  /** Profile load answered without a user. */
  PROFILE_NO_USER: { message: "No user found", status: 404 },
  /** GET /chat/candidate answered 404. */
  CHAT_NOT_FOUND: { message: "Chat not found", status: 404 },
  /** Not in spec §8: the configured AI endpoint failed after its retries (api/ai); nothing was stored. */
  AI_UNAVAILABLE: { message: "The AI service did not answer. Please try again in a moment.", status: 502 },
  /** Not in spec §8: the server's per-address limit on posts to the public forms (server/rate-limit.ts). */
  TOO_MANY_POSTS: {
    message: "Too many attempts from your network. Please wait a few minutes and try again.",
    status: 429,
  },
  /** Not in spec §8: a page's form arrived unreadable (a cut-off upload, a broken multipart body). */
  FORM_MALFORMED: {
    message: "The form arrived incomplete or damaged, so nothing was saved. Please send it again.",
    status: 400,
  },
  /** Not in spec §8: a page's action was sent something other than a form (JSON, plain text, a file). */
  FORM_WRONG_CONTENT_TYPE: {
    message: "This page accepts its own form only, so nothing was saved. Please use the form on the page.",
    status: 415,
  },
  /**
   * Not in spec §8: the database is out of reach for a moment (server/db/outage.ts). Read by staff and by people taking
   * an assessment alike: what happened, that their typing is safe, and what to do.
   */
  DATABASE_UNAVAILABLE: {
    message: "The service is briefly unavailable. Nothing you typed has been lost: please wait a moment and try again.",
    status: 503,
  },
  /** Not in spec §8: the same record was being created by another request at the same moment. */
  CONCURRENT_CHANGE: {
    message: "Someone made the same change at the same moment. Please reload the page to see it.",
    status: 409,
  },
} as const satisfies Record<string, { message: string; status: number }>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode): string {
  return ERRORS[code].message;
}

/** Standard HTTP status names (RFC 9110 and the registered extensions), as Node's `http.STATUS_CODES` has them. */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  100: "Continue",
  101: "Switching Protocols",
  102: "Processing",
  103: "Early Hints",
  200: "OK",
  201: "Created",
  202: "Accepted",
  203: "Non-Authoritative Information",
  204: "No Content",
  205: "Reset Content",
  206: "Partial Content",
  207: "Multi-Status",
  208: "Already Reported",
  226: "IM Used",
  300: "Multiple Choices",
  301: "Moved Permanently",
  302: "Found",
  303: "See Other",
  304: "Not Modified",
  305: "Use Proxy",
  307: "Temporary Redirect",
  308: "Permanent Redirect",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  407: "Proxy Authentication Required",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  418: "I'm a Teapot",
  421: "Misdirected Request",
  422: "Unprocessable Entity",
  423: "Locked",
  424: "Failed Dependency",
  425: "Too Early",
  426: "Upgrade Required",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  505: "HTTP Version Not Supported",
  506: "Variant Also Negotiates",
  507: "Insufficient Storage",
  508: "Loop Detected",
  509: "Bandwidth Limit Exceeded",
  510: "Not Extended",
  511: "Network Authentication Required",
};

/**
 * The standard name of an HTTP status ("Not Found"). A status without a registered name gets its class name
 * ("Client Error", "Server Error"), or "Error" outside 100–599.
 */
export function statusName(status: number): string {
  const name = STATUS_NAMES[status];
  if (name) return name;
  if (status >= 400 && status < 500) return "Client Error";
  if (status >= 500 && status < 600) return "Server Error";
  return "Error";
}

/** The API's bad-input answer (400/422): `{ message, errors: [{ path, message }] }`. */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** Paths the API uses for an error that belongs to no field; they are left out of the message. */
const NO_FIELD_PATHS = new Set(["", "(body)"]);

/**
 * An API error body's field problems as messages "path: message", in the API's order (spec §5). Anything that is
 * not a well-formed error list gives no messages; the caller then falls back to the status name or the generic
 * message.
 */
export function fieldErrorMessages(body: unknown): string[] {
  if (!body || typeof body !== "object" || !("errors" in body) || !Array.isArray(body.errors)) return [];
  const messages: string[] = [];
  for (const item of body.errors as unknown[]) {
    if (!item || typeof item !== "object") continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof message !== "string" || message.trim() === "") continue;
    const field = typeof path === "string" ? path : Array.isArray(path) ? path.join(".") : "";
    messages.push(NO_FIELD_PATHS.has(field) ? message : `${field}: ${message}`);
  }
  return messages;
}

/**
 * What a user is told about a failed API call, as one or more messages: field problems for 400/422, the generic
 * message for a network failure (status 0 or none) and for 500, otherwise the status's standard name.
 */
export function apiErrorMessages(status: number | undefined, body?: unknown): string[] {
  if (status === 400 || status === 422) {
    const fields = fieldErrorMessages(body);
    if (fields.length) return fields;
  }
  if (status === undefined || status === 0 || status === ERRORS.GENERIC_ERROR.status) {
    return [ERRORS.GENERIC_ERROR.message];
  }
  return [statusName(status)];
}
