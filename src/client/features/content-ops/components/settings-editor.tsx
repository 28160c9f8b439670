import { useEffect, useState } from "react";
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { contentRoutes } from "#shared/api/content.routes.ts";
import type { TOpsSettings } from "#shared/api/content-ops.contract.ts";
import { NOTICE_SPEED_MAX, NOTICE_SPEED_MIN, isAgreementVersion, isContentImage } from "#shared/content/site-content.ts";
import { FILING_NUMBER_MAX } from "#shared/shell/site-footer.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, beijingInput } from "./content-fields.tsx";

interface TSettingsDraft {
  noticeText: string;
  noticeTextEn: string;
  noticeStartAt: string;
  noticeEndAt: string;
  noticeSpeed: number;
  grayMode: number;
  maintenanceEnabled: boolean;
  agreementVersion: string;
  miniProgramEnabled: boolean;
  footerOfficialQr: string;
  footerMiniProgramQr: string;
  icpNumber: string;
  psbNumber: string;
}

const draftOf = (s: TOpsSettings): TSettingsDraft => ({
  noticeText: s.noticeBanner?.text ?? "",
  noticeTextEn: s.noticeBanner?.textEn ?? "",
  noticeStartAt: beijingInput(s.noticeBanner?.startAt || null),
  noticeEndAt: beijingInput(s.noticeBanner?.endAt || null),
  noticeSpeed: s.noticeBanner?.speed ?? 60,
  grayMode: s.grayMode,
  maintenanceEnabled: s.maintenance.enabled,
  agreementVersion: s.agreementVersion,
  miniProgramEnabled: s.miniProgram.enabled,
  footerOfficialQr: s.footer.officialQr ?? "",
  footerMiniProgramQr: s.footer.miniProgramQr ?? "",
  icpNumber: s.footer.icpNumber ?? "",
  psbNumber: s.footer.psbNumber ?? "",
});

/**
 * The system settings (document 4 section 6): the notice banner (text, window, scroll speed), gray mode (1 the
 * home page, 2 everywhere), maintenance mode (everyone but operators sees /SystemMaintenance) and the
 * agreement version, and the footer (the official account's and the mini program's QR codes, uploaded through
 * the upload calls, and the filing numbers; what is left empty is not shown). Saving is the supervisor's; an
 * operator sees them with the reason why not. Open portals show a saved change within a second.
 */
export function SettingsEditor({ operatorRole }: { operatorRole: TOperatorRole | null }) {
  const { t } = useLingui();
  const settings = useContentList("settings");
  const save = useContentSave("opsSettingsSave");
  const [d, setD] = useState<TSettingsDraft | null>(null);
  const loaded = settings.data?.[0];
  useEffect(() => {
    if (loaded) setD(draftOf(loaded));
  }, [loaded]);
  if (!d) return null;
  const set = (patch: Partial<TSettingsDraft>) => setD((x) => (x ? { ...x, ...patch } : x));
  const refusal = supervisorRefusal(contentRoutes.opsSettingsSave, operatorRole);
  const imageOk = (path: string) => path === "" || isContentImage(path);
  const ready = isAgreementVersion(d.agreementVersion.trim()) && (!d.noticeText.trim() || (d.noticeStartAt !== "" && d.noticeEndAt !== "")) && imageOk(d.footerOfficialQr) && imageOk(d.footerMiniProgramQr);
  return (
    <Paper withBorder radius="md" p="md" maw={760} data-testid="settings-editor">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || refusal) return;
          save.mutateAsync({ ...d, noticeText: d.noticeText || undefined, noticeTextEn: d.noticeTextEn || undefined, noticeStartAt: d.noticeStartAt || undefined, noticeEndAt: d.noticeEndAt || undefined }).then(() => notify("success", t`保存成功`), () => {});
        }}
      >
        <Stack gap="md">
          {refusal ? <Alert color="yellow" variant="light">{refusal}</Alert> : null}
          <Textarea label={t`通知横幅内容`} description={t`留空则不显示通知横幅`} maxLength={500} autosize value={d.noticeText} onChange={(e) => set({ noticeText: e.currentTarget.value })} />
          <Textarea
            label={t`通知横幅英文内容`}
            description={t`英文页面显示；留空则英文页面显示中文内容`}
            maxLength={500}
            autosize
            value={d.noticeTextEn}
            onChange={(e) => set({ noticeTextEn: e.currentTarget.value })}
            data-testid="settings-notice-en"
          />
          <Group grow>
            <TextInput label={t`通知开始时间`} placeholder="2026-12-01 09:00" value={d.noticeStartAt} onChange={(e) => set({ noticeStartAt: e.currentTarget.value })} />
            <TextInput label={t`通知结束时间`} placeholder="2026-12-31 18:00" value={d.noticeEndAt} onChange={(e) => set({ noticeEndAt: e.currentTarget.value })} />
            <NumberInput label={t`滚动速度（像素/秒）`} min={NOTICE_SPEED_MIN} max={NOTICE_SPEED_MAX} value={d.noticeSpeed} onChange={(v) => set({ noticeSpeed: Number(v) || 60 })} />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}><Trans>灰色模式</Trans></Text>
            <SegmentedControl
              value={String(d.grayMode)}
              onChange={(v) => set({ grayMode: Number(v) })}
              data={[{ value: "0", label: t`关闭` }, { value: "1", label: t`仅首页` }, { value: "2", label: t`全站` }]}
              data-testid="settings-gray-mode"
            />
          </Stack>
          <Switch
            label={t`维护模式`}
            description={t`开启后，除运营人员外的所有访问者只能看到系统维护页面`}
            checked={d.maintenanceEnabled}
            onChange={(e) => set({ maintenanceEnabled: e.currentTarget.checked })}
            data-testid="settings-maintenance"
          />
          <TextInput label={t`协议版本`} required value={d.agreementVersion} onChange={(e) => set({ agreementVersion: e.currentTarget.value })} error={isAgreementVersion(d.agreementVersion.trim()) ? undefined : t`协议版本格式不正确`} data-testid="settings-version" />
          <Text size="sm" fw={600} mt="xs"><Trans>页脚</Trans></Text>
          <Group grow align="flex-start">
            <ImageField label={t`官方公众号二维码`} value={d.footerOfficialQr} onChange={(footerOfficialQr) => set({ footerOfficialQr })} testId="settings-official-qr" />
            <ImageField label={t`小程序二维码`} value={d.footerMiniProgramQr} onChange={(footerMiniProgramQr) => set({ footerMiniProgramQr })} testId="settings-mini-qr" />
          </Group>
          <Switch label={t`显示小程序二维码`} checked={d.miniProgramEnabled} onChange={(e) => set({ miniProgramEnabled: e.currentTarget.checked })} data-testid="settings-mini-enabled" />
          <Group grow>
            <TextInput label={t`ICP备案号`} description={t`留空则页脚不显示`} maxLength={FILING_NUMBER_MAX} value={d.icpNumber} onChange={(e) => set({ icpNumber: e.currentTarget.value })} data-testid="settings-icp" />
            <TextInput label={t`公安备案号`} description={t`留空则页脚不显示`} maxLength={FILING_NUMBER_MAX} value={d.psbNumber} onChange={(e) => set({ psbNumber: e.currentTarget.value })} data-testid="settings-psb" />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!ready || refusal !== null} title={refusal ?? undefined} data-testid="settings-save">
              <Trans>保存设置</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
