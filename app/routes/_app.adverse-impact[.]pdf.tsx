import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadAuditPack } from "~/adverse-impact/adverse-impact.server";

// The bias-audit pack as PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadAuditPack(args, "pdf");
