import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { MailTemplatesPage } from "~/mail-templates/MailTemplatesPage";
import { loadMailTemplates, mailTemplatesAction } from "~/mail-templates/mail-templates.server";

/** Super admins: the product's own e-mails as editable templates. */
export const loader = loadMailTemplates;
export const action = mailTemplatesAction;
export default MailTemplatesPage;
export const meta: MetaFunction = () => [{ title: `E-mail templates | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
