// The API's own description: its name and version, and its OpenAPI document.
import { z } from "zod";
import { operation } from "../http/contract";

export const metaContract = {
  index: operation({
    method: "GET",
    path: "/",
    summary: "The API's name and version",
    access: "public",
    response: z.object({ name: z.string(), version: z.string() }),
    errors: [],
  }),
  openApi: operation({
    method: "GET",
    path: "/openapi.json",
    summary: "This OpenAPI 3.1 document, generated from the contracts",
    access: "public",
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()).optional() }),
    errors: [],
  }),
};
