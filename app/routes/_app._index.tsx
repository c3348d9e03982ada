import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { dashboardContract } from "../../api/dashboard/contract";
import { requireUser } from "~/auth/user.server";
import { track } from "~/telemetry/telemetry";
import { AssessmentLinkField } from "~/ui/AssessmentLinkField";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  const { data } = await api.call(dashboardContract.get);
  return {
    first: profile.first,
    company: data.company,
    assessmentLink: `${context.services.env.PUBLIC_URL}/survey/register?link=${data.assessment_link_token}`,
  };
}

export default function Home() {
  const { first, company, assessmentLink } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Welcome back, {first}
        </Title>
        <Text c="dimmed">{company.name}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Your assessment link
            </Title>
            <Text size="sm" c="dimmed">
              Share this link with {brand.wording.candidates.toLowerCase()} to invite them to take the{" "}
              {brand.wording.assessment}. Their results appear here as soon as they finish.
            </Text>
            <AssessmentLinkField
              link={assessmentLink}
              onCopy={() => track("Assessment Link Copied", { company_id: company.id })}
            />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Home | ${brand.name}` }];
