import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Modal, Select, Stack, TextInput } from "@mantine/core";
import { FormFooter } from "./form-footer.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { ZAssignVenueBody, type TOpsActivityPart } from "#shared/api/ops.contract.ts";
import { venueOptionsQuery } from "#client/features/ops/ops.queries.ts";
import { parseForm, wireFields } from "#client/features/ops/ops-forms.ts";
import type { TOpsActionInput } from "#client/features/ops/ops.mutations.ts";
import { useToken } from "#client/lib/session.ts";

export interface VenueDialogProps {
  activityId: number;
  /** the company whose venue is assigned (null: closed) */
  part: TOpsActivityPart | null;
  pending: boolean;
  run: (input: TOpsActionInput) => Promise<unknown>;
  onClose: () => void;
}

interface TVenueDraft {
  regionId: string | null;
  roomId: string | null;
  invitionAddress: string;
  invitionAddressUrl: string;
}

/** Assigns a company's venue (region, room, invitation address and link), which confirms the venue step. */
export function VenueDialog({ activityId, part, pending, run, onClose }: VenueDialogProps) {
  const { t } = useLingui();
  const options = useQuery(venueOptionsQuery(useToken(), part !== null));
  const [draft, setDraft] = useState<TVenueDraft>({ regionId: null, roomId: null, invitionAddress: "", invitionAddressUrl: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const company = part?.shortName ?? "";

  useEffect(() => {
    if (!part) return;
    const venue = part.venue;
    setDraft({
      regionId: venue?.regionId ? String(venue.regionId) : null,
      roomId: venue?.roomId ? String(venue.roomId) : null,
      invitionAddress: venue?.invitionAddress ?? "",
      invitionAddressUrl: venue?.invitionAddressUrl ?? "",
    });
    setProblem(null);
  }, [part]);

  const regions = options.data ?? [];
  const rooms = regions.find((r) => String(r.regionId) === draft.regionId)?.rooms ?? [];

  const submit = async () => {
    const fields = wireFields({
      companyId: part?.companyId,
      regionId: draft.regionId ?? undefined,
      roomId: draft.roomId ?? undefined,
      invitionAddress: draft.invitionAddress,
      invitionAddressUrl: draft.invitionAddressUrl,
    });
    const { data, problem } = parseForm(ZAssignVenueBody, { activityId, ...fields });
    setProblem(problem);
    if (!data) return;
    await run({ action: "assignVenue", fields: data });
    onClose();
  };

  return (
    <Modal closeButtonProps={{ "aria-label": t`关闭` }} opened={part !== null} onClose={onClose} title={t`分配场地：${company}`} centered data-testid="venue-dialog">
      <Stack gap="sm">
        <Select
          label={t`地区`}
          placeholder={t`请选择地区`}
          data={regions.map((r) => ({ value: String(r.regionId), label: r.regionName }))}
          value={draft.regionId}
          onChange={(v) => setDraft((d) => ({ ...d, regionId: v, roomId: null }))}
          withAsterisk
          data-testid="venue-region"
        />
        <Select
          label={t`房间`}
          placeholder={draft.regionId ? t`请选择房间` : t`请先选择地区`}
          data={rooms.map((r) => ({ value: String(r.roomId), label: r.roomName }))}
          value={draft.roomId}
          disabled={!draft.regionId}
          onChange={(v) => {
            const room = rooms.find((r) => String(r.roomId) === v);
            // the room's own address is the usual invitation address; an operator's own text is kept
            setDraft((d) => ({ ...d, roomId: v, invitionAddress: d.invitionAddress || room?.address || "" }));
          }}
          withAsterisk
          data-testid="venue-room"
        />
        <TextInput
          label={t`邀请地址`}
          value={draft.invitionAddress}
          maxLength={200}
          onChange={(e) => setDraft((d) => ({ ...d, invitionAddress: e.currentTarget.value }))}
        />
        <TextInput
          label={t`邀请链接`}
          placeholder="https://"
          value={draft.invitionAddressUrl}
          maxLength={500}
          onChange={(e) => setDraft((d) => ({ ...d, invitionAddressUrl: e.currentTarget.value }))}
        />
        <FormFooter
          problem={problem}
          onBack={onClose}
          submitLabel={<Trans>确认场地</Trans>}
          submitTestId="venue-submit"
          onSubmit={() => void submit().catch(() => {})}
          loading={pending}
        />
      </Stack>
    </Modal>
  );
}
