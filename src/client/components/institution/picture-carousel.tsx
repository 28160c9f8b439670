import { useEffect, useState } from "react";
import { Box, Group, Image, Text, UnstyledButton } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { HOMEPAGE_CAROUSEL_MS } from "#shared/institution/company-homepage.ts";
import { storedFileUrl } from "./company-logo.tsx";

export interface TCarouselPicture {
  image: string;
  title: string;
}

/**
 * The homepage's promotional pictures (document 3 section 2.2 item 5): one at a time at 16:9, turning every
 * 2000 ms; hovering or focusing pauses it, and the dots choose a picture.
 */
export function PictureCarousel({ pictures }: { pictures: readonly TCarouselPicture[] }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = pictures.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HOMEPAGE_CAROUSEL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  if (count === 0) return null;
  const current = pictures[index % count]!;
  return (
    <Box
      pos="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="homepage-carousel"
      data-index={index % count}
    >
      <Image src={storedFileUrl(current.image)} alt={current.title} radius="md" style={{ aspectRatio: "16 / 9", objectFit: "cover", width: "100%" }} />
      {current.title ? (
        <Text pos="absolute" bottom={28} left={12} c="white" fw={600} size="sm" style={{ textShadow: "0 1px 3px rgba(0,0,0,.6)" }}>
          {current.title}
        </Text>
      ) : null}
      {count > 1 ? (
        <Group gap={6} justify="center" pos="absolute" bottom={8} left={0} right={0}>
          {pictures.map((p, i) => (
            <UnstyledButton
              key={`${p.image}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={t`第${i + 1}张`}
              aria-current={i === index % count}
              w={i === index % count ? 18 : 8}
              h={8}
              style={{ borderRadius: 4, background: i === index % count ? "white" : "rgba(255,255,255,.55)", transition: "width 200ms" }}
            />
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
