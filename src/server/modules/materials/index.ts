/** The materials module's public face: what other modules and app.ts may import. */
export { registerMaterialsRoutes } from "./materials.routes.ts";
export { readMaterials } from "./materials.service.ts";
export { cleanPlainText, cleanRichText } from "./rich-text.ts";
export { listGuests } from "./guests.service.ts";
export { guestMobileCipherFor } from "./cipher-cache.ts";
export { createLibreTranslator, translateConfigFromEnv, type TTranslateConfig, type TTranslator } from "./translator.ts";
export { loadGuestMobileCipher, mobileMd5Of, type TGuestMobileCipher } from "./guest-mobile.ts";
