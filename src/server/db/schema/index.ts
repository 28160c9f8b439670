export * from "./identity.ts";
export * from "./company.ts";
export * from "./content.ts";
export * from "./booking.ts";
export * from "./activity.ts";
export * from "./video.ts";
export * from "./distribution.ts";
export * from "./qa.ts";
