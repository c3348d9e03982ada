import "mantine-datatable/styles.css";
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconDots, IconPencil, IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { DataTable } from "mantine-datatable";
import { useEffect, useRef, useState } from "react";
import brand from "~brand";
import { DOMAINS } from "~domain/assessment/traits";
import { apiErrorMessages } from "~domain/errors";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { requireSuperAdmin } from "~/benchmarks/form.server";
import { rescoreBusy, type BenchmarkJson } from "~/benchmarks/model";
import { RescoreProgress, usePollWhile } from "~/benchmarks/RescoreProgress";
import { shortDate } from "~/candidates/model";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { showFieldErrors, toast } from "~/ui/toasts";
import { roleBenchmarksContract as roleBenchmarks } from "../../api/role-benchmarks/contract";

const LIMIT = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  requireSuperAdmin(profile.auth_role);
  const params = new URL(request.url).searchParams;
  const search = (params.get("search") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(params.get("page")) || 1));
  const { data: benchmarks, meta } = await api.call(roleBenchmarks.search, {
    query: { search: search || undefined, page, limit: LIMIT, sort_by: "name" },
  });
  return { benchmarks, total: meta.total, search, page };
}

interface DeleteResult {
  id: string;
  ok: boolean;
  messages: string[];
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  requireSuperAdmin(profile.auth_role);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const answer = (ok: boolean, messages: string[]) =>
    data<DeleteResult>({ id: `${Date.now()}-${Math.random()}`, ok, messages });
  try {
    await api.call(roleBenchmarks.remove, { params: { id } });
    return answer(true, [`${String(form.get("name") ?? "The benchmark")} was deleted.`]);
  } catch (error) {
    return answer(false, apiErrorMessages(error instanceof ApiRequestError ? error.status : undefined));
  }
}

const summary = (b: BenchmarkJson) =>
  DOMAINS.map((d) => `${d} ${b.targets.domains[d].min}–${b.targets.domains[d].max}`).join(" · ");

export default function RoleBenchmarks() {
  const { benchmarks, total, search, page } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const remove = useFetcher<DeleteResult>({ key: "benchmark-delete" });
  const [confirming, setConfirming] = useState<BenchmarkJson | null>(null);
  const seen = useRef<string | null>(null);
  usePollWhile(benchmarks.some(rescoreBusy));
  useEffect(() => {
    const result = remove.data;
    if (!result || seen.current === result.id) return;
    seen.current = result.id;
    if (result.ok) toast.success(result.messages[0]);
    else showFieldErrors(result.messages);
  }, [remove.data]);
  const searchSoon = useDebouncedCallback(
    (value: string) =>
      navigate(value.trim() ? `?search=${encodeURIComponent(value.trim())}` : "?", {
        replace: true,
        preventScrollReset: true,
      }),
    400,
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Role Benchmarks
          </Title>
          <Text c="dimmed" size="sm">
            Target profiles of roles: every result gets a fit score 0–100 for each benchmark that applies to its
            company.
          </Text>
        </div>
        <Button component={Link} to="/role-benchmarks/add" leftSection={<IconPlus size={16} aria-hidden />}>
          Add benchmark
        </Button>
      </Group>
      <Form method="get" role="search" aria-label="Search role benchmarks">
        <TextInput
          label="Search"
          name="search"
          type="search"
          placeholder="Name starts with…"
          defaultValue={search}
          onChange={(e) => searchSoon(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maw={360}
        />
      </Form>
      <DataTable<BenchmarkJson>
        aria-label="Role benchmarks"
        withTableBorder
        borderRadius="sm"
        minHeight={benchmarks.length ? undefined : 180}
        records={benchmarks}
        idAccessor="id"
        noRecordsText={search ? "No benchmark matches" : "No benchmarks yet"}
        totalRecords={total}
        recordsPerPage={LIMIT}
        page={page}
        onPageChange={(p) => navigate(`?${new URLSearchParams({ ...(search && { search }), page: String(p) })}`)}
        getPaginationControlProps={(control) =>
          control === "previous"
            ? { "aria-label": "Previous page" }
            : control === "next"
              ? { "aria-label": "Next page" }
              : {}
        }
        columns={[
          {
            accessor: "name",
            title: "Name",
            render: (b) => (
              <div>
                <Anchor component={Link} to={`/role-benchmarks/edit?id=${b.id}`} fw={500} size="sm">
                  {b.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {b.company?.name ?? "All companies"}
                </Text>
              </div>
            ),
          },
          {
            accessor: "targets",
            title: "Targets",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
            render: (b) => (
              <Text size="xs">
                {summary(b)}
                {Object.keys(b.targets.facets).length ? ` · ${Object.keys(b.targets.facets).length} facets` : ""}
              </Text>
            ),
          },
          {
            accessor: "rescore",
            title: "Fit scores",
            width: 220,
            render: (b) => <RescoreProgress benchmark={b} compact />,
          },
          {
            accessor: "updated_at",
            title: "Updated",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (b) => shortDate(b.updated_at),
          },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (b) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${b.name}`}>
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    component={Link}
                    to={`/role-benchmarks/edit?id=${b.id}`}
                    leftSection={<IconPencil size={16} aria-hidden />}
                  >
                    Edit
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => setConfirming(b)}
                  >
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]}
      />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Delete role benchmark?" centered>
        {confirming ? (
          <Stack gap="md">
            <Text>
              <strong>{confirming.name}</strong> and the fit scores of every result against it will be deleted.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  remove.submit({ id: String(confirming.id), name: confirming.name }, { method: "post" });
                  setConfirming(null);
                }}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Role Benchmarks | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
