/**
 * Where the chat app's jsapi_ticket comes from (document 1 section 7.1, wechat/share). The real source asks
 * the chat app's API over the network (an access token from the app id and secret, then the ticket), and
 * keeps both until shortly before they expire (the platform limits how often they may be fetched); tests
 * hand buildApp a double instead (TAppOptions.wechatTickets).
 */
export interface TWechatConfig {
  appId: string;
  appSecret: string;
}

export interface TWechatTicketSource {
  /** A valid jsapi_ticket; rejects when the chat app's API refuses or cannot be reached. */
  jsapiTicket(): Promise<string>;
}

type TFetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const API = "https://api.weixin.qq.com/cgi-bin";
/** fetch again this long before the platform's expiry */
const MARGIN_MS = 5 * 60_000;

interface TCached {
  value: string;
  until: number;
}

async function getJson(fetchFn: TFetch, url: string): Promise<Record<string, unknown>> {
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`chat app API answered HTTP ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const code = Number(body.errcode ?? 0);
  if (code !== 0) throw new Error(`chat app API error ${code}: ${String(body.errmsg ?? "")}`);
  return body;
}

/** The real ticket source over HTTP; one fetch at a time, shared by concurrent callers. */
export function createHttpTicketSource(config: TWechatConfig, fetchFn: TFetch = fetch, clock: () => number = Date.now): TWechatTicketSource {
  let ticket: TCached | null = null;
  let pending: Promise<string> | null = null;

  const refresh = async (): Promise<string> => {
    const token = await getJson(
      fetchFn,
      `${API}/token?grant_type=client_credential&appid=${encodeURIComponent(config.appId)}&secret=${encodeURIComponent(config.appSecret)}`,
    );
    const accessToken = String(token.access_token ?? "");
    if (!accessToken) throw new Error("chat app API gave no access_token");
    const answer = await getJson(fetchFn, `${API}/ticket/getticket?access_token=${encodeURIComponent(accessToken)}&type=jsapi`);
    const value = String(answer.ticket ?? "");
    if (!value) throw new Error("chat app API gave no ticket");
    const expiresMs = Math.max(60, Number(answer.expires_in ?? 7200)) * 1000;
    ticket = { value, until: clock() + Math.max(30_000, expiresMs - MARGIN_MS) };
    return value;
  };

  return {
    async jsapiTicket() {
      if (ticket && ticket.until > clock()) return ticket.value;
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

/** The chat app's configuration from the environment (WECHAT_APP_ID, WECHAT_APP_SECRET), or null when incomplete. */
export function wechatConfigFrom(env: NodeJS.ProcessEnv): TWechatConfig | null {
  const appId = env.WECHAT_APP_ID?.trim();
  const appSecret = env.WECHAT_APP_SECRET?.trim();
  return appId && appSecret ? { appId, appSecret } : null;
}
