/** How the video cards show a library video: its title by language and its view count. */

/** Videos per home strip. */
export const HOME_STRIP_VIDEO_COUNT = 4;

/** The title in the page's language: the English title when the page is English and one was given. */
export function videoTitleFor(video: { title: string; titleEn: string | null }, english: boolean): string {
  return english && video.titleEn ? video.titleEn : video.title;
}

/** A view count as the cards show it: 10,000 and above as 1.2万 / 12.3k by language. */
export function viewCountText(count: number, english: boolean): string {
  if (count < 10_000) return String(count);
  if (english) return `${(Math.floor(count / 100) / 10).toFixed(1).replace(/\.0$/, "")}k`;
  return `${(Math.floor(count / 1000) / 10).toFixed(1).replace(/\.0$/, "")}万`;
}
