import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireUser } from "~/auth/user.server";
import { effectiveFeatures, evaluateFlags } from "~/flags.server";
import { availableFeatures } from "~/shell/features";
// Only `version` is bundled: the build inlines the value, not the whole package.json.
import { version } from "../../package.json";

/**
 * The features this brand ships and the product has built. Read on the server, so the browser's bundle carries
 * only these names, never those of features another brand sells or nobody has built yet. Nothing here is private
 * (the shell's loader checks the session).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // A feature behind a remote flag (the academy) is listed only where the flag is on for this user.
  const { profile } = await requireUser(request, context);
  const features = effectiveFeatures(brand.features, await evaluateFlags(context, profile));
  return { features: availableFeatures({ features, wording: brand.wording }) };
}

/** Signed-in: what this product is, which brand and features this build has, and the running version. */
export default function About() {
  const { features } = useLoaderData<typeof loader>();
  const host = brand.url.replace(/^https?:\/\//, "");
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>About {brand.name}</Title>
        <Text c="dimmed" size="lg">
          {brand.wording.tagline}
        </Text>
      </Stack>

      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Product
            </Text>
            <Text component="dd" m={0}>
              {brand.name}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Version
            </Text>
            <Text component="dd" m={0} data-testid="app-version">
              {version}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Web address
            </Text>
            <Text component="dd" m={0}>
              <Anchor href={brand.url} target="_blank" rel="noopener noreferrer">
                {host}
              </Anchor>
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" fw={600}>
              Support
            </Text>
            <Text component="dd" m={0}>
              <Anchor href={`mailto:${brand.wording.supportContact}`}>{brand.wording.supportContact}</Anchor>
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Features in {brand.name}
        </Title>
        <List spacing={4} aria-label={`Features in ${brand.name}`}>
          {features.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `About | ${brand.name}` }];
