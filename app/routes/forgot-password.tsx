import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { ForgotPasswordPage } from "~/accounts/ForgotPasswordPage";
import { loadResetPassword, resetPasswordAction } from "~/accounts/reset-password.server";

export const loader = (args: LoaderFunctionArgs) => loadResetPassword(args);

export const action = (args: ActionFunctionArgs) => resetPasswordAction(args);

export default function ForgotPassword() {
  return <ForgotPasswordPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Reset password | ${brand.name}` }];
