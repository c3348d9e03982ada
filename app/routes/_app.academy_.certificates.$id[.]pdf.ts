import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadCertificate } from "~/academy/learner.server";

// The learner's certificate as a PDF (a resource route: no page, a download).
export const loader = (args: LoaderFunctionArgs) => downloadCertificate(args);
