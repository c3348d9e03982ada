// The public check of a certificate's code: the name, the course and the day on it, nothing more.
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import brand from "~brand";
import { BrandLogo } from "~/ui/BrandLogo";
import { dayText } from "./model";
import type { loadVerification } from "./verify.server";

export function VerifyPage({ code, result }: SerializeFrom<typeof loadVerification>) {
  return (
    <Container size={560} py="xl" px="md">
      <Stack gap="lg">
        <BrandLogo height={36} />
        <Title order={1}>Verify a certificate</Title>
        <Text c="dimmed">Enter the verification code printed on a {brand.name} Academy certificate.</Text>
        <Form method="get">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              name="code"
              label="Verification code"
              placeholder="CERT-XXXX-XXXX-XXXX"
              defaultValue={code}
              maxLength={40}
              required
              autoComplete="off"
              style={{ flex: "1 1 220px" }}
              error={result.state === "invalid" ? result.message : undefined}
            />
            <Button type="submit">Verify</Button>
          </Group>
        </Form>
        {result.state === "valid" ? (
          <Paper withBorder p="lg" role="status">
            <Stack gap={6}>
              <Text fw={600} c="green.8">
                This certificate is genuine.
              </Text>
              <Text>
                <strong>{result.holder_name}</strong> completed <strong>{result.course_title}</strong> on{" "}
                {dayText(result.issued_at)}.
              </Text>
            </Stack>
          </Paper>
        ) : result.state === "unknown" ? (
          <Alert color="red" title="No certificate has this code" role="status">
            Check the code for typing mistakes. Codes look like CERT-7KQ2-M9XW-4HNP.
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}
