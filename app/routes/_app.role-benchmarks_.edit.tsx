import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import brand from "~brand";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { BenchmarkForm } from "~/benchmarks/BenchmarkForm";
import { requireSuperAdmin, saveBenchmark } from "~/benchmarks/form.server";
import { rescoreBusy } from "~/benchmarks/model";
import { RescoreProgress, usePollWhile } from "~/benchmarks/RescoreProgress";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { showFieldErrors, toast } from "~/ui/toasts";
import { roleBenchmarksContract as benchmarks } from "../../api/role-benchmarks/contract";

function idOf(request: Request) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return id;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  requireSuperAdmin(profile.auth_role);
  const id = idOf(request);
  try {
    const [benchmark, companies] = await Promise.all([
      api.call(benchmarks.get, { params: { id } }),
      api.get<{ data: { id: number; name: string }[] }>("/companies"),
    ]);
    return { benchmark: benchmark.data, companies: companies.data.map((c) => ({ id: c.id, name: c.name })) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  requireSuperAdmin(profile.auth_role);
  const { saved, failure } = await saveBenchmark(api, await request.formData(), idOf(request));
  if (!saved) return failure;
  const rescoring = rescoreBusy(saved);
  return data({
    ok: true as const,
    id: `${Date.now()}`,
    message: rescoring ? `${saved.name} was saved; its fit scores are being recalculated.` : `${saved.name} was saved.`,
  });
}

export default function EditRoleBenchmark() {
  const { benchmark, companies } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  usePollWhile(rescoreBusy(benchmark));
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else showFieldErrors(result.messages);
  }, [result]);

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Anchor component={Link} to="/role-benchmarks" size="sm">
          Role Benchmarks
        </Anchor>
        <Title order={1} size="h2">
          Edit {benchmark.name}
        </Title>
        <Text size="sm" c="dimmed">
          Version {benchmark.version} · {benchmark.company?.name ?? "All companies"}
        </Text>
      </div>
      <Card withBorder padding="lg">
        <RescoreProgress benchmark={benchmark} />
      </Card>
      <Card withBorder padding="lg">
        <BenchmarkForm
          key={benchmark.id}
          initial={{
            name: benchmark.name,
            description: benchmark.description ?? "",
            companyId: benchmark.company?.id ?? null,
            targets: benchmark.targets,
            modelSurveyResultId: null,
          }}
          companies={companies}
          problems={result && !result.ok ? result.problems : {}}
          submitLabel="Save changes"
        />
      </Card>
    </Stack>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `Edit ${d?.benchmark.name ?? "role benchmark"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
