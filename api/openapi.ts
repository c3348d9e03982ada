// The Main API's OpenAPI 3.1 document, generated from the contracts it mounts (zod-openapi), served at
// GET /api/v2/openapi.json.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { errorBody, type Contract, type OperationSpec } from "./http/contract";

const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  302: "Found",
  400: "Bad Request: the input failed validation (`errors` names each field)",
  401: "Unauthorized: no valid bearer token",
  403: "Forbidden: the caller may not do this",
  404: "Not Found (also outside the caller's tenant scope, or where the brand does not ship the area)",
  409: "Conflict",
  410: "Gone: it no longer accepts this (e.g. a closed assessment)",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity: the input is well-formed but breaks a rule (`errors` names each field)",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway: a service the API depends on failed",
  503: "Service Unavailable",
};

/** `/jobs/:id` → `/jobs/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)(\([^)]*\))?/g, "{$1}");

const asObject = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? schema : undefined);

function operationObject(name: string, op: OperationSpec): ZodOpenApiOperationObject {
  const success = op.status ?? (op.response ? 200 : 204);
  const responses: ZodOpenApiOperationObject["responses"] = {
    [String(success)]: {
      description: REASONS[success],
      ...(op.response
        ? { content: { "application/json": { schema: op.response } } }
        : op.produces
          ? { content: { [op.produces]: { schema: z.string() } } }
          : {}),
    },
  };
  const errors = new Set<number>([...op.errors, 500]);
  if (op.params || op.query || op.body) errors.add(400);
  if (op.access !== "public") errors.add(401);
  if (op.access !== "public" && op.access !== "signed-in") errors.add(403);
  if (op.feature) errors.add(404);
  for (const status of [...errors].sort()) {
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: REASONS[status],
      content: { "application/json": { schema: errorBody } },
    };
  }
  return {
    operationId: name,
    summary: op.summary,
    security: op.access === "public" ? [] : [{ bearer: [] }],
    "x-capability": op.access,
    ...(op.feature ? { "x-brand-feature": op.feature } : {}),
    requestParams: Object.fromEntries(
      Object.entries({ path: asObject(op.params), query: asObject(op.query) }).filter(([, schema]) => schema),
    ),
    ...(op.body ? { requestBody: { content: { "application/json": { schema: op.body } } } } : {}),
    responses,
  } as ZodOpenApiOperationObject;
}

/** Builds the document from contracts; operation ids are `<contract key>.<operation key>`. */
export function openApiDocument(contracts: Record<string, Contract>, info: { title: string; version: string }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const [contractName, contract] of Object.entries(contracts)) {
    for (const [name, op] of Object.entries(contract)) {
      const path = openApiPath(op.path);
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[op.method.toLowerCase()] = operationObject(
        `${contractName}.${name}`,
        op,
      );
    }
  }
  return createDocument({
    openapi: "3.1.0",
    info,
    servers: [{ url: "/api/v2" }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The OpenID provider's id token" },
      },
    },
    paths,
  });
}
