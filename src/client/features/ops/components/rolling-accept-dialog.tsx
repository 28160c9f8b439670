import { useEffect, useState } from "react";
import { Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { drawTimeProblem, RollingMsg } from "#shared/rolling/rolling-rules.ts";
import { toDate } from "#shared/format/date.ts";
import { useRollingRooms, type TOpsRollingRow } from "#client/features/ops/rolling-review.queries.ts";
import { FormFooter } from "./form-footer.tsx";

/** Accepting a lottery application: the draw's date and time (Beijing, ahead) and a room in use. */
export function RollingAcceptDialog({ row, saving, onSubmit, onClose }: { row: TOpsRollingRow | null; saving: boolean; onSubmit: (v: { drawTime: string; roomId: number }) => void; onClose: () => void }) {
  const { t } = useLingui();
  const rooms = useRollingRooms();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("10:00");
  const [roomId, setRoomId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setDate(row?.preferredDate ?? "");
    setTime("10:00");
    setRoomId(null);
    setProblem(null);
  }, [row]);
  const submit = () => {
    const drawTime = `${date} ${time}`;
    const found = drawTimeProblem(toDate(drawTime), new Date()) ?? (roomId === null ? RollingMsg.roomRequired : null);
    setProblem(found);
    if (!found) onSubmit({ drawTime, roomId: Number(roomId) });
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={t`受理摇号申请`} centered closeButtonProps={{ "aria-label": t`关闭` }} data-testid="rolling-accept-dialog">
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
        <Stack gap="sm">
          {row ? <Text fz="sm" c="dimmed">{row.companyFullName} · {row.service.title}</Text> : null}
          <TextInput label={t`摇号日期`} type="date" required value={date} onChange={(e) => setDate(e.currentTarget.value)} data-testid="rolling-draw-date" />
          <TextInput label={t`摇号时间`} type="time" required value={time} onChange={(e) => setTime(e.currentTarget.value)} data-testid="rolling-draw-clock" />
          <Select
            label={t`摇号室`}
            required
            placeholder={t`请选择摇号室`}
            data={(rooms.data ?? []).map((r) => ({ value: String(r.id), label: `${r.regionName} · ${r.roomName}` }))}
            value={roomId}
            onChange={setRoomId}
            comboboxProps={{ withinPortal: true }}
            data-testid="rolling-room-select"
          />
          <FormFooter problem={problem} onBack={onClose} submitLabel={t`受理`} submitTestId="rolling-accept-submit" loading={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
