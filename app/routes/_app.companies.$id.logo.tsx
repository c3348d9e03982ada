import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCompanyLogo } from "~/companies/logo.server";

/** A company's logo as an image for `<img>` in the app (app/companies/logo.server.ts). */
export const loader = (args: LoaderFunctionArgs) => loadCompanyLogo(args);
