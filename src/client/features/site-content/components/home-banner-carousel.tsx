import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Skeleton } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TBanner } from "#shared/api/content.contract.ts";
import { dismissFirstPaint } from "#client/lib/first-paint.ts";
import { bannerHref } from "#shared/content/site-content.ts";
import { useBanners } from "../site-content.queries.ts";
import { imageSrc, localized } from "../site-content.display.ts";
import classes from "./home-banner-carousel.module.css";

/** How long a slide shows before the next, when the visitor has not asked for less motion. */
export const AUTOPLAY_MS = 5000;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true);
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    const change = () => setReduced(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return reduced;
}

/**
 * The home carousel (document 4 section 2.1): the back office's banners as a CSS scroll-snap track, so a
 * finger swipes it natively, with previous/next buttons, one dot per slide and a pause button. It advances
 * every AUTOPLAY_MS, pausing while the pointer is over it or focus is inside it, and not at all when the
 * visitor prefers reduced motion (or pressed pause). No carousel library: the /home bundle budget is tight.
 */
export function HomeBannerCarousel({ banners: given }: { banners?: readonly TBanner[] } = {}) {
  const query = useBanners();
  const banners = given ?? query.data ?? [];
  const settled = given !== undefined || !query.isPending;
  // The server drew the first slide over the page (modules/content/home-first-paint.ts). It goes in the commit
  // that draws the carousel's own slide where it showed (this effect runs in the commit that mounts the slides),
  // or the one that shows there is none.
  useLayoutEffect(() => {
    if (settled) dismissFirstPaint();
  }, [settled]);
  if (!given && query.isPending) return <Skeleton className={classes.slide} radius="md" data-testid="banner-carousel-loading" />;
  if (banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: readonly TBanner[] }) {
  const { t, i18n } = useLingui();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const playing = count > 1 && !reducedMotion && !paused && !hovered && !focused;

  const goTo = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el) return;
      const target = ((next % count) + count) % count;
      el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion ? "auto" : "smooth" });
      setIndex(target);
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => goTo(index + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, index, goTo]);

  // a swipe or a scroll moves the track itself: the current slide follows the scroll position
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const at = Math.round(el.scrollLeft / el.clientWidth);
    if (at !== index && at >= 0 && at < count) setIndex(at);
  };

  return (
    <section
      className={classes.root}
      aria-roledescription={t`轮播`}
      aria-label={t`推荐内容`}
      data-testid="banner-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.track} ref={track} onScroll={onScroll} aria-live={playing ? "off" : "polite"}>
        {banners.map((banner, i) => (
          <Slide key={banner.id} banner={banner} position={i + 1} count={count} locale={i18n.locale} eager={i === 0} current={i === index} />
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${classes.round} ${classes.arrow} ${classes.prev}`} aria-label={t`上一张`} onClick={() => goTo(index - 1)} data-testid="banner-prev">
            ‹
          </button>
          <button type="button" className={`${classes.round} ${classes.arrow} ${classes.next}`} aria-label={t`下一张`} onClick={() => goTo(index + 1)} data-testid="banner-next">
            ›
          </button>
          <div className={classes.controls}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={classes.dot}
                aria-label={t`第${i + 1}张，共${count}张`}
                aria-current={i === index}
                onClick={() => goTo(i)}
                data-testid="banner-dot"
              />
            ))}
            {reducedMotion ? null : (
              <button
                type="button"
                className={`${classes.round} ${classes.pause}`}
                aria-label={paused ? t`继续轮播` : t`暂停轮播`}
                aria-pressed={paused}
                onClick={() => setPaused((p) => !p)}
                data-testid="banner-pause"
              >
                {paused ? "▶" : "❚❚"}
              </button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}

function Slide({ banner, position, count, locale, eager, current }: { banner: TBanner; position: number; count: number; locale: string; eager: boolean; current: boolean }) {
  const { t } = useLingui();
  const title = localized(banner.title, banner.titleEn, locale);
  const target = bannerHref(banner);
  const body = (
    <>
      {/* the first slide is the page's largest paint: fetched ahead of the other images */}
      <img className={classes.image} src={imageSrc(banner.imageUrl) ?? ""} alt="" loading={eager ? "eager" : "lazy"} fetchPriority={eager ? "high" : "auto"} decoding={eager ? "auto" : "async"} />
      <span className={classes.caption}>{title}</span>
    </>
  );
  return (
    <div className={classes.slide} role="group" aria-roledescription={t`幻灯片`} aria-label={`${position} / ${count}`} aria-hidden={!current} data-testid="banner-slide">
      {target === null ? (
        <div className={classes.link}>{body}</div>
      ) : target.external ? (
        <a className={classes.link} href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={current ? 0 : -1}>
          {body}
        </a>
      ) : (
        <Link className={classes.link} to={target.href} tabIndex={current ? 0 : -1}>
          {body}
        </Link>
      )}
    </div>
  );
}
