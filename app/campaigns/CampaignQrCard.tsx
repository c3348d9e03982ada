import { Anchor, Box, Group, Paper, Stack, Text, Title } from "@mantine/core";
import brand from "~brand";
import type { CampaignData } from "./CampaignPage";

const words = brand.wording.campaigns;

/** The QR code of the campaign's public page, for posters and print, with its SVG to download. */
export function CampaignQrCard({ campaign, qrSvg }: Pick<CampaignData, "campaign" | "qrSvg">) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-start" wrap="nowrap">
        <Box
          w={132}
          h={132}
          role="img"
          aria-label={`QR code of the ${words.linkTitle.toLowerCase()}`}
          data-testid="campaign-qr"
          // An SVG the server drew from our own funnel URL with the qrcode package: no user markup inside.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <Stack gap={4}>
          <Title order={2} size="h4">
            QR code
          </Title>
          <Text size="sm" c="dimmed">
            For posters and print: scans count as the QR code channel.
          </Text>
          <Anchor
            href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
            download={`campaign-${campaign.id}-qr.svg`}
            size="sm"
          >
            Download SVG
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
