// hls.js ships its light build (`hls.js/light`) without a declaration of its own; it is the same class and
// API as the full build, minus subtitles, alternate audio and DRM, which hls-video.tsx does not use.
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
