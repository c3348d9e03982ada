import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { VerifyPage } from "~/academy/VerifyPage";
import { loadVerification } from "~/academy/verify.server";

/** Public: anyone checks an Academy certificate's code (name, course, day only). */
export const loader = (args: LoaderFunctionArgs) => loadVerification(args);

export default function VerifyCertificate() {
  return <VerifyPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Verify a certificate | ${brand.name}` }];
