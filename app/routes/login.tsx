import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { BrandLogo } from "~/ui/BrandLogo";

export default function Login() {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="md" align="center">
          <BrandLogo height={44} />
          <Title order={1} size="h3">
            Sign in to {brand.name}
          </Title>
          <Text c="dimmed" ta="center">
            {brand.wording.tagline}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}

export const meta: MetaFunction = () => [{ title: `Sign in | ${brand.name}` }];
