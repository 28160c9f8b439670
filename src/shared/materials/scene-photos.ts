import { outcomeTable } from "../outcome/outcome.ts";

/**
 * Scene photos (document 3 sections 2.1 item 6, 3 "Scene photo", 5 "Scene photos", 9): at most 20, png or
 * jpg, cropped 16:9 to 1000x560, each with an annotation of at most 100 characters and an English one of at
 * most 200, kept in the order the company drags them into; the public page shows them in that order.
 */
export const SCENE_CONTENT_MAX = 100;
export const SCENE_EN_CONTENT_MAX = 200;
export const SCENE_CROP = { width: 1000, height: 560 } as const;

export const ScenePhotoMsg = {
  contentTooLong: `图片说明不能超过${SCENE_CONTENT_MAX}字`,
  enContentTooLong: `英文说明不能超过${SCENE_EN_CONTENT_MAX}个字符`,
} as const;

/** ScenePhotoMsg as outcome codes (`scenePhoto.key`), see src/shared/outcome. */
export const ScenePhotoOutcome = outcomeTable("scenePhoto", ScenePhotoMsg);

/** A scene photo as upload_activity_pic_info stores it (worksitImageJson). */
export interface TScenePhotoInput {
  image: string;
  title?: string;
  content?: string;
  en_content?: string;
  width?: number;
  height?: number;
  time?: string;
}

const text = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const int = (v: unknown): number | undefined => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : undefined);

/** The stored list as the tab edits it: entries without an image dropped, unknown keys left out. */
export function readScenePhotos(list: readonly Record<string, unknown>[] | undefined): TScenePhotoInput[] {
  return (list ?? []).flatMap((p) => {
    const image = text(p.image);
    if (!image) return [];
    return [{ image, title: text(p.title), content: text(p.content), en_content: text(p.en_content), width: int(p.width), height: int(p.height), time: text(p.time) }];
  });
}

/** The list with the photo at `from` moved to `to` (a drag's source and destination). */
export function moveScenePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
