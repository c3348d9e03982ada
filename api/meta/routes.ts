import brand from "~brand";
import { isStressScale, SCALE_GLOSSARY, strengthName, type DomainCode } from "../../domain/assessment/traits";
import { contracts } from "../contracts";
import { implement } from "../http/implement";
import { openApiDocument } from "../openapi";
import { metaContract } from "./contract";

const API_INFO = {
  title: "Main API",
  version: "v2",
  description:
    "The API behind the product's pages: people and their assessments, reports, companies and users. It lists the " +
    "operations this build serves. Errors answer `{ message, errors: [{ path, message }] }`.",
};

export function metaFeature() {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return implement(metaContract, {
    index: () => ({ name: "Main API", version: "v2" }),
    openApi: () => ({ ...(document ??= openApiDocument(contracts, API_INFO, brand.features)) }),
    scales: () => ({
      data: SCALE_GLOSSARY.map((s) => ({
        code: s.code,
        kind: s.kind,
        domain: s.code[0] as DomainCode,
        name: s.name,
        ipip_name: s.ipipName,
        favourable_end: isStressScale(s.code) ? ("low" as const) : ("high" as const),
        strength_name: strengthName(s.code),
      })),
    }),
  });
}
