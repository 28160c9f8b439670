import { useEffect, useState } from "react";
import { Button, Checkbox, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "#client/components/widgets/confirm-dialog.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TMaterialsGuest } from "#shared/api/activity-guest.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { GUEST_INTRO_EN_MAX, GUEST_INTRO_MAX, GUEST_TEXT_MAX } from "#shared/materials/materials-rules.ts";
import { BodyCode } from "#shared/http/envelope.ts";
import { MB } from "#shared/upload/upload-limits.ts";
import { call } from "#client/lib/contract-client.ts";
import { localDb } from "#client/lib/local-db.ts";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { emptyGuest, guestBody, guestFormOf, withMobile, type TGuestFormValues } from "../guest-form.ts";
import { refreshMaterials } from "../materials.mutations.ts";

interface Props {
  activityId: number;
  userId: number;
  /** null: a new guest */
  editing: TMaterialsGuest | null;
  opened: boolean;
  onClose: () => void;
}

const draftKey = (userId: number, activityId: number, guestId: number | null) => `materials-guest:${userId}:${activityId}:${guestId ?? "new"}`;

/**
 * The add/edit guest dialog (document 3 section 2.1 dialogs, section 5 guest form). What is typed is kept in
 * the browser database until saved, so a reload loses nothing; a mobile already a guest answers 409 and the
 * user confirms before the same request is sent again with isConfirmAddition.
 */
export function GuestDialog({ activityId, userId, editing, opened, onClose }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TGuestFormValues>(emptyGuest());
  const [confirm, setConfirm] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const key = draftKey(userId, activityId, editing?.id ?? null);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    const base = editing ? guestFormOf(editing) : emptyGuest();
    setValues(base);
    void localDb()
      .drafts.get(key)
      .then((row) => live && row && row.userId === userId && setValues({ ...base, ...(row.data as Partial<TGuestFormValues>) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [opened, editing, key, userId]);

  const change = (next: TGuestFormValues) => {
    setValues(next);
    void localDb().drafts.put({ key, kind: "materials-guest", userId, data: next, baseVersion: null, updatedAt: Date.now() }).catch(() => undefined);
  };
  const set = (patch: Partial<TGuestFormValues>) => change({ ...values, ...patch });

  const save = async (confirmed: boolean) => {
    setSaving(true);
    try {
      const route = editing ? materialsRoutes.activityGuestEdit : materialsRoutes.activityGuestAdd;
      const answer = await call(route, guestBody(activityId, values, editing, confirmed) as never);
      if (answer.code === BodyCode.confirm) {
        setConfirm(answer.message);
        return;
      }
      await localDb().drafts.delete(key).catch(() => undefined);
      await refreshMaterials(queryClient);
      setConfirm(null);
      onClose();
    } catch {
      // the request layer showed the refusal's message; the dialog keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Modal opened={opened && confirm === null} onClose={onClose} title={editing ? t`编辑嘉宾` : t`添加嘉宾`} size="lg" data-testid="guest-dialog">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput required label={t`姓名`} maxLength={GUEST_TEXT_MAX} value={values.guestName} onChange={(e) => set({ guestName: e.currentTarget.value })} data-testid="guest-name" />
            <TextInput required label={t`英文名`} maxLength={GUEST_TEXT_MAX} value={values.guestEnName} onChange={(e) => set({ guestEnName: e.currentTarget.value })} data-testid="guest-en-name" />
            <TextInput required label={t`职务`} maxLength={GUEST_TEXT_MAX} value={values.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="guest-title" />
            <TextInput label={t`英文职务`} maxLength={GUEST_TEXT_MAX} value={values.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} />
            <TextInput label={t`公司名称`} maxLength={GUEST_TEXT_MAX} value={values.guestCompanyName} onChange={(e) => set({ guestCompanyName: e.currentTarget.value })} />
            <TextInput label={t`公司英文名称`} maxLength={GUEST_TEXT_MAX} value={values.enGuestCompanyName} onChange={(e) => set({ enGuestCompanyName: e.currentTarget.value })} />
            <TextInput label={t`手机号`} maxLength={GUEST_TEXT_MAX} value={values.mobile} onChange={(e) => change(withMobile(values, e.currentTarget.value))} data-testid="guest-mobile" />
            <Radio.Group label={t`性别`} required value={values.gender === null ? "" : String(values.gender)} onChange={(v) => set({ gender: Number(v) })}>
              <Group gap="md" mt={6}>
                <Radio value="1" label={t`男`} />
                <Radio value="0" label={t`女`} />
                <Checkbox label={t`隐藏性别`} checked={values.isHideGender} onChange={(e) => set({ isHideGender: e.currentTarget.checked })} />
              </Group>
            </Radio.Group>
          </SimpleGrid>
          <Textarea label={t`嘉宾介绍`} autosize minRows={2} maxLength={GUEST_INTRO_MAX} value={values.discription} onChange={(e) => set({ discription: e.currentTarget.value })} />
          <Textarea label={t`英文介绍`} autosize minRows={2} maxLength={GUEST_INTRO_EN_MAX} value={values.introEn} onChange={(e) => set({ introEn: e.currentTarget.value })} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>头像（jpg/png，120×120，不超过2MB）</Trans>
            </Text>
            <ImageUpload
              owner="materials-guest-avatar"
              maxBytes={2 * MB}
              crop={{ width: 120, height: 120 }}
              value={values.avatarPath ? [{ filePath: values.avatarPath, fileName: "", fileSize: 0 }] : []}
              onAdd={(f) => set({ avatarPath: f.filePath })}
              onRemove={() => set({ avatarPath: null })}
            />
          </Stack>
          <Checkbox label={t`同步至嘉宾库`} checked={values.isSyncGuested} disabled={!values.mobile.trim()} onChange={(e) => set({ isSyncGuested: e.currentTarget.checked })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>取消</Trans>
            </Button>
            <Button loading={saving} onClick={() => void save(false)} data-testid="guest-save">
              <Trans>确定</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog opened={confirm !== null} message={confirm} onCancel={() => setConfirm(null)} onConfirm={() => void save(true)} loading={saving} testId="guest-confirm" />
    </>
  );
}
