import { Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";

/**
 * A QR code the operator configured (system settings, footer): its image and its label. Only configured codes
 * are drawn; an unset one is left out rather than shown as a placeholder someone might try to scan.
 */
export function QrTile({ label, image, size = 96, dark = false }: { label: string; image: string; size?: number; dark?: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap={6} align="center" data-testid="qr-tile">
      <img
        src={fileUrl(image)}
        width={size}
        height={size}
        alt={t`${label}二维码`}
        loading="lazy"
        style={{ borderRadius: 6, background: "#fff", display: "block", padding: 4, objectFit: "contain" }}
      />
      <Text size="xs" c={dark ? "rgb(255 255 255 / 72%)" : "dimmed"}>
        {label}
      </Text>
    </Stack>
  );
}
