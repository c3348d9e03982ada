import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import brand from "~brand";
import { clearSignedInBrowserData } from "~/auth/browser-data";
import { forgetSignedInUser } from "~/telemetry/telemetry";
import { BrandLogo } from "~/ui/BrandLogo";

/** Public: where a deactivated account lands (spec §2/§4), saying what happened and whom to contact. */
export default function AccountAccessExpired() {
  const [params] = useSearchParams();
  const noUser = params.get("reason") === "no-user";
  // The server has ended the session and cleared its markers; this clears what the browser kept (spec §2, §4).
  useEffect(() => {
    forgetSignedInUser();
    clearSignedInBrowserData();
  }, []);
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={480} component="main">
        <Stack gap="md" align="center" ta="center">
          <BrandLogo height={44} />
          <Title order={1} size="h3">
            {noUser ? "No account for this sign-in" : "Your account access has expired"}
          </Title>
          <Text>
            {noUser
              ? `This sign-in is not linked to a ${brand.name} account.`
              : `Your ${brand.name} account has been deactivated, so you have been signed out.`}{" "}
            If you think this is a mistake, ask an owner of your company&apos;s account to reactivate you, or contact{" "}
            <a href={`mailto:${brand.wording.supportContact}`}>{brand.wording.supportContact}</a>.
          </Text>
          <Button component={Link} to="/login" variant="light">
            Back to sign-in
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

export const meta: MetaFunction = () => [{ title: `Account access expired | ${brand.name}` }];
