import { useState } from "react";
import { Button, Checkbox, Group, Modal, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "#client/components/widgets/confirm-dialog.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { notify } from "#client/lib/notify.ts";
import { BodyCode } from "#shared/http/envelope.ts";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import { guestLibraryRoutes } from "#shared/api/guest-library.routes.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { GUEST_INTRO_EN_MAX, GUEST_INTRO_MAX, GUEST_TEXT_MAX, MaterialsMsg } from "#shared/materials/materials-rules.ts";

const count = (s: string) => [...s.trim()].length;
const tooLong = (s: string, max: number) => (count(s) > max ? MaterialsMsg.textTooLong(count(s), max) : null);

interface TValues {
  guestName: string;
  guestEnName: string;
  title: string;
  titleEn: string;
  guestCompanyName: string;
  enGuestCompanyName: string;
  gender: number;
  isHideGender: boolean;
  mobile: string;
  intro: string;
  introEn: string;
}

const valuesOf = (g: TLibraryGuest | null): TValues => ({
  guestName: g?.guestName ?? "",
  guestEnName: g?.guestEnName ?? "",
  title: g?.title ?? "",
  titleEn: g?.titleEn ?? "",
  guestCompanyName: g?.guestCompanyName ?? "",
  enGuestCompanyName: g?.enGuestCompanyName ?? "",
  gender: g?.gender ?? 1,
  isHideGender: g?.isHideGender ?? false,
  mobile: g?.mobile ?? "",
  intro: g?.intro ?? "",
  introEn: g?.introEn ?? "",
});

/**
 * Add or edit a library guest (document 3 sections 2.2 item 4 and 5, Library guest) with the guest form's
 * checks; a mobile already in the library answers 409 and the user confirms before the same request is resent
 * with isConfirmAddition (section 8).
 */
export function LibraryGuestDialog({ guest, onClose }: { guest: TLibraryGuest | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [v, setV] = useState<TValues>(() => valuesOf(guest));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<string | null>(null);
  const set = (patch: Partial<TValues>) => setV((x) => ({ ...x, ...patch }));

  const problems = {
    guestName: !v.guestName.trim() ? MaterialsMsg.enterGuestName : tooLong(v.guestName, GUEST_TEXT_MAX),
    guestEnName: !v.guestEnName.trim() ? MaterialsMsg.enterGuestEnName : tooLong(v.guestEnName, GUEST_TEXT_MAX),
    title: !v.title.trim() ? MaterialsMsg.enterGuestTitle : tooLong(v.title, GUEST_TEXT_MAX),
    titleEn: tooLong(v.titleEn, GUEST_TEXT_MAX),
    guestCompanyName: tooLong(v.guestCompanyName, GUEST_TEXT_MAX),
    enGuestCompanyName: tooLong(v.enGuestCompanyName, GUEST_TEXT_MAX),
    intro: tooLong(v.intro, GUEST_INTRO_MAX),
    introEn: count(v.introEn) > GUEST_INTRO_EN_MAX ? MaterialsMsg.introEnTooLong(count(v.introEn)) : null,
  };

  const save = async (confirmed: boolean) => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    setSaving(true);
    try {
      const body = { ...v, gender: v.gender === 0 ? (0 as const) : (1 as const), mobile: v.mobile.trim() || undefined, isConfirmAddition: confirmed || undefined };
      const answer = guest ? await call(guestLibraryRoutes.guestEdit, { ...body, id: guest.id }) : await call(guestLibraryRoutes.guestAdd, body);
      if (answer.code === BodyCode.confirm) {
        setConfirm(answer.message);
        return;
      }
      // the materials form's "choose from the library" reads the same rows
      await invalidateContracts(queryClient, [guestLibraryRoutes.guestPage, materialsRoutes.selectFromGuest]);
      notify("success", t`保存成功`);
      onClose();
    } catch {
      // the request layer showed the refusal's message; the dialog keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  const err = (k: keyof typeof problems) => (tried ? problems[k] : null);
  return (
    <>
      <Modal opened={confirm === null} onClose={onClose} title={guest ? t`编辑嘉宾` : t`添加嘉宾`} size="lg" data-testid="library-guest-dialog">
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t`姓名`} required value={v.guestName} onChange={(e) => set({ guestName: e.currentTarget.value })} error={err("guestName")} miw={200} data-testid="library-guest-name" />
            <TextInput label={t`英文名`} required value={v.guestEnName} onChange={(e) => set({ guestEnName: e.currentTarget.value })} error={err("guestEnName")} miw={200} data-testid="library-guest-en-name" />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t`职务`} required value={v.title} onChange={(e) => set({ title: e.currentTarget.value })} error={err("title")} miw={200} data-testid="library-guest-title" />
            <TextInput label={t`英文职务`} value={v.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} error={err("titleEn")} miw={200} />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t`所属公司`} value={v.guestCompanyName} onChange={(e) => set({ guestCompanyName: e.currentTarget.value })} error={err("guestCompanyName")} miw={200} />
            <TextInput label={t`所属公司英文名`} value={v.enGuestCompanyName} onChange={(e) => set({ enGuestCompanyName: e.currentTarget.value })} error={err("enGuestCompanyName")} miw={200} />
          </Group>
          <Group gap="lg" align="flex-end">
            <Radio.Group label={t`性别`} withAsterisk value={String(v.gender)} onChange={(g) => set({ gender: Number(g) })}>
              <Group gap="md" mt={6}>
                <Radio value="1" label={t`男`} />
                <Radio value="0" label={t`女`} />
              </Group>
            </Radio.Group>
            <Checkbox label={t`隐藏性别`} checked={v.isHideGender} onChange={(e) => set({ isHideGender: e.currentTarget.checked })} />
          </Group>
          <TextInput label={t`手机号`} value={v.mobile} onChange={(e) => set({ mobile: e.currentTarget.value })} inputMode="tel" data-testid="library-guest-mobile" />
          <Textarea label={t`简介`} value={v.intro} onChange={(e) => set({ intro: e.currentTarget.value })} description={`${count(v.intro)}/${GUEST_INTRO_MAX}`} error={err("intro")} autosize minRows={2} />
          <Textarea label={t`英文简介`} value={v.introEn} onChange={(e) => set({ introEn: e.currentTarget.value })} description={`${count(v.introEn)}/${GUEST_INTRO_EN_MAX}`} error={err("introEn")} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>取消</Trans>
            </Button>
            <Button loading={saving} onClick={() => void save(false)} data-testid="library-guest-save">
              <Trans>确定</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog opened={confirm !== null} message={confirm} onCancel={() => setConfirm(null)} onConfirm={() => void save(true)} loading={saving} testId="library-guest-confirm" />
    </>
  );
}
