import type { LoaderFunctionArgs } from "@remix-run/node";
import { switchLanguage } from "~/i18n/switch.server";

/** The candidate-facing pages' language switcher: keeps the choice for the session, back to the page (app/i18n). */
export const loader = (args: LoaderFunctionArgs) => switchLanguage(args);
