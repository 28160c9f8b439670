import { useEffect, useState } from "react";
import { Loader, Center } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { VENUE_QR } from "#shared/venue/venue-info.ts";

/** The invitation QR code, 150×150 at error-correction level H (document 3 section 2.2 item 2, section 9). */
export function VenueQr({ value }: { value: string }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // the qrcode package is loaded with the panel, never with the shell
    void import("qrcode")
      .then((QRCode) => QRCode.toDataURL(value, { width: VENUE_QR.size, margin: 1, errorCorrectionLevel: VENUE_QR.errorCorrectionLevel }))
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) {
    return (
      <Center w={VENUE_QR.size} h={VENUE_QR.size}>
        <Loader size="sm" />
      </Center>
    );
  }
  // a fixed 150×150 (section 9): never shrunk by the column it sits in
  return (
    <img
      src={src}
      width={VENUE_QR.size}
      height={VENUE_QR.size}
      style={{ width: VENUE_QR.size, height: VENUE_QR.size, flex: "none", maxWidth: "none" }}
      alt={t`邀请二维码`}
      data-testid="venue-qr"
      data-level={VENUE_QR.errorCorrectionLevel}
    />
  );
}
