import { useEffect, useRef, useState } from "react";
import { ActionIcon, Group, Image, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { DragDropContext, Draggable, Droppable, type DropResult } from "@hello-pangea/dnd";
import { Trans, useLingui } from "@lingui/react/macro";
import { SCENE_PHOTOS_MAX } from "#shared/materials/materials-rules.ts";
import { SCENE_CONTENT_MAX, SCENE_CROP, SCENE_EN_CONTENT_MAX, moveScenePhoto, readScenePhotos, type TScenePhotoInput } from "#shared/materials/scene-photos.ts";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { fileUrl } from "#shared/http/file-url.ts";
import { reportError } from "#client/lib/errors.ts";
import { usePromotionActivity, useSaveScenePhotos, useScenePhotosSaving } from "#client/features/activity-promotion/promotion.queries.ts";

/**
 * Scene photos (document 3 section 2.1 item 6: a draggable gallery): upload (jpg or png, cropped 16:9 to
 * 1000x560, checked by content on the server), drag a photo's handle to reorder (or focus it and use Space
 * and the arrows), annotate, delete. Every change stores the whole list (upload_activity_pic_info) and the
 * public page shows it in this order.
 */
export function ScenePhotos({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const activity = usePromotionActivity(activityId);
  const save = useSaveScenePhotos(activityId);
  const saving = useScenePhotosSaving(activityId);
  const stored = readScenePhotos(activity.data?.worksitImageJson);
  const storedKey = JSON.stringify(stored);
  const [photos, setPhotos] = useState<TScenePhotoInput[]>(stored);
  // a caption being typed: a list read meanwhile (the answer to an earlier save) must not wipe it
  const editing = useRef(false);
  // the server's list replaces the local one when it changes (after the saves, or another tab's) and once the
  // last queued save has settled: a list read between two saves would undo the later change on screen, and a
  // refused save leaves the server's list in place again
  useEffect(() => {
    if (!editing.current && !saving) setPhotos(JSON.parse(storedKey) as TScenePhotoInput[]);
  }, [storedKey, saving]);

  const store = (next: TScenePhotoInput[]) => {
    setPhotos(next);
    save.mutate(next, { onError: reportError });
  };
  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    store(moveScenePhoto(photos, result.source.index, result.destination.index));
  };
  const patch = (index: number, change: Partial<TScenePhotoInput>) => {
    editing.current = true;
    setPhotos((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));
  };
  const commitText = () => {
    editing.current = false;
    if (JSON.stringify(photos) !== storedKey) store(photos);
  };
  const remaining = SCENE_PHOTOS_MAX - photos.length;

  return (
    <Stack gap="sm" data-testid="scene-photos" data-saving={saving}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={4}>
          <Trans>现场图片</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {/* the saves run one after another: leaving before the last is stored would lose it */}
          {saving ? <Trans>保存中…</Trans> : null}{" "}
          <Trans>
            {photos.length}/{SCENE_PHOTOS_MAX} 张，拖动左侧手柄调整顺序，活动页面按此顺序展示
          </Trans>
        </Text>
      </Group>
      {remaining > 0 ? (
        <ImageUpload
          owner={`scene-photos:${activityId}`}
          value={[]}
          maxFiles={remaining}
          crop={SCENE_CROP}
          onAdd={(file) => store([...photos, { image: file.filePath, title: file.fileName, content: "", en_content: "", width: SCENE_CROP.width, height: SCENE_CROP.height, time: new Date().toISOString() }])}
          onRemove={() => {}}
        />
      ) : null}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="scene-photos">
          {(drop) => (
            <Stack gap="xs" ref={drop.innerRef} {...drop.droppableProps}>
              {photos.length === 0 ? (
                <Text size="sm" c="dimmed" ta="center" py="md">
                  <Trans>暂无现场图片</Trans>
                </Text>
              ) : null}
              {photos.map((p, i) => (
                <Draggable key={p.image} draggableId={p.image} index={i}>
                  {(drag, snapshot) => (
                    <Paper ref={drag.innerRef} {...drag.draggableProps} withBorder p="xs" radius="md" bg={snapshot.isDragging ? "var(--mantine-color-blue-0)" : undefined} data-testid="scene-photo" data-image={p.image}>
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <span {...drag.dragHandleProps} aria-label={t`拖动调整顺序：第${i + 1}张`} data-testid="scene-drag" style={{ cursor: "grab", padding: 4, alignSelf: "center" }}>
                          ⋮⋮
                        </span>
                        <Image src={fileUrl(p.image)} alt={p.content || p.title || ""} w={{ base: 96, sm: 160 }} radius="sm" style={{ aspectRatio: "16 / 9", objectFit: "cover", flexShrink: 0 }} />
                        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                          <TextInput
                            size="xs"
                            aria-label={t`图片说明`}
                            placeholder={t`图片说明（${SCENE_CONTENT_MAX}字以内）`}
                            maxLength={SCENE_CONTENT_MAX}
                            value={p.content ?? ""}
                            onChange={(e) => patch(i, { content: e.currentTarget.value })}
                            onBlur={commitText}
                          />
                          <TextInput
                            size="xs"
                            aria-label={t`英文说明`}
                            placeholder={t`英文说明（${SCENE_EN_CONTENT_MAX}字符以内）`}
                            maxLength={SCENE_EN_CONTENT_MAX}
                            value={p.en_content ?? ""}
                            onChange={(e) => patch(i, { en_content: e.currentTarget.value })}
                            onBlur={commitText}
                          />
                        </Stack>
                        <ActionIcon variant="subtle" color="red" aria-label={t`删除第${i + 1}张`} onClick={() => store(photos.filter((_, j) => j !== i))} data-testid="scene-delete">
                          ×
                        </ActionIcon>
                      </Group>
                    </Paper>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
    </Stack>
  );
}
