import { AUTH, routeGroup } from "./route.ts";

/** The upload calls' routes (their contracts, with schemas, are in upload.contract.ts). */
export const uploadRoutes = routeGroup("upload", {
  uploadFile: { method: "POST", path: `${AUTH}/upload/upload_file`, access: "auth" },
  uploadImg: { method: "POST", path: `${AUTH}/upload/upload_img`, access: "auth" },
  checkChunk: { method: "POST", path: `${AUTH}/upload/check_chunk_md5`, access: "auth" },
  uploadChunk: { method: "POST", path: `${AUTH}/upload/upload`, access: "auth" },
  chunkOffset: { method: "POST", path: `${AUTH}/upload/chunk_offset`, access: "auth" },
  combineBlock: { method: "POST", path: `${AUTH}/upload/combine_block`, access: "auth" },
});
