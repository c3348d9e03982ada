import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadProfile, profileAction } from "~/users/profile.server";
import { ProfilePage } from "~/users/ProfilePage";

export const loader = (args: LoaderFunctionArgs) => loadProfile(args);

export const action = (args: ActionFunctionArgs) => profileAction(args);

export default function Profile() {
  return <ProfilePage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Profile | ${brand.name}` }];
