import { isStressScale, SCALE_GLOSSARY, strengthName, type DomainCode } from "../../domain/assessment/traits";
import { contracts } from "../contracts";
import { implement } from "../http/implement";
import { openApiDocument } from "../openapi";
import { metaContract } from "./contract";

export function metaFeature() {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return implement(metaContract, {
    index: () => ({ name: "Main API", version: "v2" }),
    openApi: () => ({ ...(document ??= openApiDocument(contracts, { title: "Main API", version: "v2" })) }),
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
