import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useFetcher, useSearchParams } from "@remix-run/react";
import { IconCheck, IconCopy, IconShare } from "@tabler/icons-react";
import { useEffect, useState, type ReactNode } from "react";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import {
  DEFAULT_EXPIRY_DAYS,
  EXPIRY_CHOICES,
  shortDate,
  STATE_LABELS,
  type CreatedShare,
  type ShareActionResult,
  type ShareJson,
  type SharesData,
} from "./model";

interface SharePanelProps {
  /** The resource route that lists, makes and revokes the links (loader and action). */
  route: string;
  /** The dialog's title, e.g. "Share this growth report". */
  title: string;
  /** What a link shows and to whom, in plain words. */
  intro: ReactNode;
  /** The heading of the links made so far. */
  listTitle: string;
  /** More fields the new link is made with (e.g. the benchmark a report compares with). */
  fields?: Record<string, string | number>;
}

/**
 * "Share": a dialog that makes a read-only link (expiring after 7–90 days), shows it once with a Copy button, and
 * lists the links made so far with their state, each revocable after a confirmation. Serves the growth report and
 * the comparison, team and conflict views alike.
 */
export function SharePanel(props: SharePanelProps) {
  const [opened, setOpened] = useState(false);
  const mobile = useMediaQuery("(max-width: 48em)");
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        className="no-print"
      >
        Share
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={props.title} size="lg" fullScreen={mobile}>
        {opened ? <ShareDialogBody {...props} /> : null}
      </Modal>
    </>
  );
}

/** A person's growth report: compares with the benchmark the page shows (`?benchmark=`), unless given one. */
export function ReportSharePanel({
  surveyResultId,
  benchmarkId,
}: {
  surveyResultId: number;
  benchmarkId?: number | null;
}) {
  const [searchParams] = useSearchParams();
  const fromUrl = Number(searchParams.get("benchmark"));
  const benchmark = benchmarkId !== undefined ? benchmarkId : Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null;
  return (
    <SharePanel
      route={`/survey-results/${surveyResultId}/shares`}
      title="Share this growth report"
      listTitle="Links to this report"
      fields={benchmark ? { benchmark_id: benchmark } : {}}
      intro={
        <>
          Anyone with the link can read this growth report and its action plan, without signing in, until the link
          expires or you revoke it. It shows nothing else about the person.
          {benchmark ? " The report compares with the role you have chosen on the page." : null}
        </>
      }
    />
  );
}

function ShareDialogBody({ route, intro, listTitle, fields = {} }: SharePanelProps) {
  const list = useFetcher<SharesData>();
  const create = useFetcher<ShareActionResult>({ key: `share-create-${route}` });
  const revoke = useFetcher<ShareActionResult>({ key: `share-revoke-${route}` });
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [revoking, setRevoking] = useState<ShareJson | null>(null);

  // The list loads when the dialog opens; Remix reloads it after each create or revoke.
  useEffect(() => {
    if (list.state === "idle" && !list.data) list.load(route);
  }, [list, route]);

  const form = useActionResult(create.data, { onSuccess: (result) => setCreated(result.data.created ?? null) });
  useActionResult(revoke.data, {
    onSuccess: (result) => {
      if (result.data.revoked && result.data.revoked.id === created?.id) setCreated(null);
    },
  });

  const shares = list.data?.shares ?? [];
  return (
    <Stack gap="md">
      <Text size="sm">{intro}</Text>

      {created ? (
        <Alert color="green" title="Your link is ready" variant="light">
          <Stack gap="xs">
            <Text size="sm">
              Copy it now: for safety it is shown only this once. It expires on {shortDate(created.expires_at)}.
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Link"
                value={created.url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="share-link"
              />
              <CopyButton value={created.url}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    color={copied ? "teal" : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  >
                    {copied ? "Copied" : "Copy"}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      <create.Form method="post" action={route}>
        <input type="hidden" name="intent" value="create" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            name="expires_in_days"
            label="The link expires after"
            defaultValue={String(DEFAULT_EXPIRY_DAYS)}
            data={EXPIRY_CHOICES.map((days) => ({ value: String(days), label: `${days} days` }))}
            error={form.error("expires_in_days")}
            style={{ flex: "1 1 10rem" }}
          />
          <Button type="submit" loading={create.state !== "idle"}>
            Create link
          </Button>
        </Group>
      </create.Form>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {listTitle}
        </Title>
        {list.data?.failed ? (
          <Group gap="xs">
            <Text size="sm" c="red">
              The links could not be loaded.
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => list.load(route)}>
              Try again
            </Button>
          </Group>
        ) : !list.data ? (
          <Group gap="xs" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Loading links…
            </Text>
          </Group>
        ) : shares.length === 0 ? (
          <Text size="sm" c="dimmed">
            No links yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Links">
            {shares.map((share) => (
              <ShareRow key={share.id} share={share} onRevoke={() => setRevoking(share)} />
            ))}
          </Stack>
        )}
      </Stack>

      <ConfirmDialog
        subject={revoking}
        title="Revoke this link?"
        confirmLabel="Revoke link"
        loading={revoke.state !== "idle"}
        onClose={() => setRevoking(null)}
        onConfirm={(share) =>
          revoke.submit({ intent: "revoke", shareId: String(share.id) }, { method: "post", action: route })
        }
      >
        {(share) => (
          <>
            The link made on <strong>{shortDate(share.created_at)}</strong> stops opening at once: whoever has it will
            be told it was revoked. This cannot be undone, but you can make a new link.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

function ShareRow({ share, onRevoke }: { share: ShareJson; onRevoke: () => void }) {
  const state = STATE_LABELS[share.state];
  const by = share.created_by ? ` by ${share.created_by.first} ${share.created_by.last}` : "";
  return (
    <Paper withBorder p="sm" radius="sm" component="li" data-testid="share-row">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge color={state.color} variant="light">
              {state.label}
            </Badge>
            <Text size="sm">
              Made {shortDate(share.created_at)}
              {by}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {share.state === "revoked"
              ? `Revoked ${shortDate(share.revoked_at)}`
              : `${share.state === "expired" ? "Expired" : "Expires"} ${shortDate(share.expires_at)}`}
            {" · "}
            {share.last_opened_at ? `Last opened ${shortDate(share.last_opened_at)}` : "Not opened yet"}
          </Text>
        </Stack>
        {share.state === "active" ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={onRevoke}
            aria-label={`Revoke the link made ${shortDate(share.created_at)}${by}`}
          >
            Revoke
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
