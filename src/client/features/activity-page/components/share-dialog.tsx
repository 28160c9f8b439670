import { useEffect, useState } from "react";
import { Button, CopyButton, Group, Image, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";

/**
 * Share (document 4 section 2.3): the page's link, to copy, and its QR code for a phone (drawn here by the
 * qrcode package, loaded with the dialog).
 */
export function ShareDialog({ opened, onClose, url, title }: { opened: boolean; onClose: () => void; url: string; title: string }) {
  const { t } = useLingui();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    let live = true;
    void import("qrcode")
      .then((QRCode) => QRCode.toDataURL(url, { width: 200, margin: 1, errorCorrectionLevel: "M" }))
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [opened, url]);

  return (
    <Modal opened={opened} onClose={onClose} title={t`分享活动`} centered data-testid="share-dialog">
      <Stack gap="md" align="stretch">
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Text>
        <Group justify="center">
          {qr ? (
            <Image src={qr} w={200} h={200} alt={t`活动页面二维码`} data-testid="share-qr" />
          ) : (
            <Loader size="sm" />
          )}
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          <Trans>使用手机扫描二维码打开活动页面</Trans>
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput label={t`活动链接`} value={url} readOnly style={{ flex: 1, minWidth: 0 }} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant={copied ? "light" : "filled"} color={copied ? "teal" : "blue"} onClick={copy} data-testid="share-copy">
                {copied ? t`已复制` : t`复制链接`}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
