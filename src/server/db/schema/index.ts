export * from "./identity.ts";
export * from "./company.ts";
export * from "./content.ts";
