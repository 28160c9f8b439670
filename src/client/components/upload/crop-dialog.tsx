import { useEffect, useMemo, useState } from "react";
import { Box, Button, Group, Modal, Slider, Stack, Text } from "@mantine/core";
import Cropper, { type Area } from "react-easy-crop";
import "react-easy-crop/react-easy-crop.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import { cropToFile, type TCropTarget } from "./crop-image.ts";

export interface CropDialogProps {
  /** the chosen picture, or null while the dialog is closed */
  file: File | null;
  target: TCropTarget;
  /** the cropped file to upload, or null when the user cancelled */
  onDone: (file: File | null) => void;
}

/**
 * Crops a chosen picture to the spec's shape before it is uploaded (e.g. 16:9 at 1000×560 for promotional
 * pictures, 120×120 for a guest's photo): drag to place, zoom with the slider, the wheel or the keyboard.
 */
export function CropDialog({ file, target, onDone }: CropDialogProps) {
  const { t } = useLingui();
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    if (!file || !area) return;
    setWorking(true);
    try {
      onDone(await cropToFile(file, area, target));
    } catch {
      // a file named .png that is not a picture the browser can decode
      notify("error", t`图片无法读取，请换一张图片`);
      onDone(null);
    } finally {
      setWorking(false);
      setZoom(1);
      setCrop({ x: 0, y: 0 });
    }
  };

  return (
    <Modal opened={file !== null} onClose={() => onDone(null)} title={t`裁剪图片`} size="lg" centered data-testid="crop-dialog">
      <Stack gap="sm">
        <Box pos="relative" h={320} bg="dark.7" style={{ borderRadius: 6, overflow: "hidden" }}>
          {url ? (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              aspect={target.width / target.height}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              disableAutomaticStylesInjection
            />
          ) : null}
        </Box>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" style={{ flexShrink: 0 }}>
            <Trans>缩放</Trans>
          </Text>
          <Slider value={zoom} min={1} max={3} step={0.05} onChange={setZoom} label={null} aria-label={t`缩放`} style={{ flex: 1 }} />
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>
            拖动图片调整位置；保存为 {target.width}×{target.height}
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={() => void confirm()} loading={working} disabled={!area} data-testid="crop-confirm">
            <Trans>确定</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
