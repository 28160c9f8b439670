import { Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

/**
 * A QR-code placeholder: the three corner markers of a QR code around a note that the code is still to be
 * configured. No real code exists yet, and a fake pattern someone might try to scan would be worse.
 */
export function QrTile({ label, size = 96, dark = false }: { label: string; size?: number; dark?: boolean }) {
  const { t } = useLingui();
  const marker = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="22" height="22" rx="3" fill="none" stroke="#1c3d6b" strokeWidth="4" />
      <rect x={x + 7} y={y + 7} width="8" height="8" rx="1.5" fill="#1c3d6b" />
    </g>
  );
  return (
    <Stack gap={6} align="center" data-testid="qr-tile">
      <svg
        width={size}
        height={size}
        viewBox="0 0 100 100"
        role="img"
        aria-label={t`${label}二维码（占位图，尚未配置）`}
        style={{ borderRadius: 6, background: "#fff", display: "block" }}
      >
        <rect x="1" y="1" width="98" height="98" rx="6" fill="#fff" stroke="#d0d7e2" strokeWidth="2" />
        {marker(8, 8)}
        {marker(70, 8)}
        {marker(8, 70)}
        <rect x="36" y="38" width="28" height="24" rx="3" fill="#eef3fa" stroke="#b6c4d8" strokeDasharray="3 2" />
        <text x="50" y="48" textAnchor="middle" fontSize="7" fill="#53657f">
          {t`二维码`}
        </text>
        <text x="50" y="57" textAnchor="middle" fontSize="7" fill="#53657f">
          {t`待配置`}
        </text>
      </svg>
      <Text size="xs" c={dark ? "rgb(255 255 255 / 72%)" : "dimmed"}>
        {label}
      </Text>
    </Stack>
  );
}
