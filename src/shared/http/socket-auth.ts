/**
 * How a browser's live socket carries its token: as a WebSocket subprotocol, never in the address (access
 * logs and proxies keep addresses). The socket offers [SOCKET_PROTOCOL, "token.<token>"]; the server selects
 * SOCKET_PROTOCOL, so the token is never echoed back. Tokens are base64url, which subprotocol names allow.
 */
export const SOCKET_PROTOCOL = "roadshow.v1";
const TOKEN_PREFIX = "token.";

/** The subprotocols a socket offers: the portal's, and the token when there is one. */
export function socketProtocols(token: string | null | undefined): string[] {
  return token ? [SOCKET_PROTOCOL, `${TOKEN_PREFIX}${token}`] : [SOCKET_PROTOCOL];
}

/** The token offered in a Sec-WebSocket-Protocol header, or null. */
export function tokenFromProtocols(header: string | undefined): string | null {
  if (!header) return null;
  for (const item of header.split(",")) {
    const name = item.trim();
    if (name.startsWith(TOKEN_PREFIX) && name.length > TOKEN_PREFIX.length) return name.slice(TOKEN_PREFIX.length);
  }
  return null;
}
