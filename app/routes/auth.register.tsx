import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { RegisterAccountPage } from "~/accounts/RegisterAccountPage";
import { registerAction } from "~/accounts/register.server";

/**
 * Self-service sign-up (public): a new customer registers their company and its first owner. The API creates both
 * and e-mails a set-up link; the account works once its owner chooses a password through that link (which is how
 * the e-mail address is confirmed). The page answers the same whether or not the address was known.
 */
export const action = (args: ActionFunctionArgs) => registerAction(args);

export default function Register() {
  return <RegisterAccountPage />;
}

export const meta: MetaFunction = () => [{ title: `Register | ${brand.name}` }];
