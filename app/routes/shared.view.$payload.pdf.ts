import type { LoaderFunctionArgs } from "@remix-run/node";
import { sharedViewPdf } from "~/view-shares/shared-view.server";

// A shared view's PDF (a resource route: no page, a download): GET /view-shares/public/pdf.
export const loader = (args: LoaderFunctionArgs) => sharedViewPdf(args);
