/**
 * translate/to_en (document 3 section 7): the company's Chinese introduction into English. A translator is an
 * interface so tests and other providers plug in; the real one speaks the LibreTranslate HTTP API
 * (`POST {TRANSLATE_URL}/translate` with q, source, target, format html, optional api_key), which
 * self-hosted LibreTranslate and the compatible services answer. Without TRANSLATE_URL there is none: the
 * call answers a clear 400 and the form hides its translate buttons.
 */
export interface TTranslator {
  toEnglish(html: string): Promise<string>;
}

export interface TTranslateConfig {
  url: string;
  apiKey?: string;
  /** ms before the provider counts as unreachable (default 15 s) */
  timeoutMs?: number;
}

export function translateConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TTranslateConfig | null {
  const url = env.TRANSLATE_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//i.test(url)) throw new Error(`TRANSLATE_URL must be an http(s) address, got "${url}"`);
  return { url: url.replace(/\/+$/, ""), apiKey: env.TRANSLATE_API_KEY?.trim() || undefined };
}

export function createLibreTranslator(config: TTranslateConfig, fetchImpl: typeof fetch = fetch): TTranslator {
  return {
    async toEnglish(html) {
      const res = await fetchImpl(`${config.url}/translate`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ q: html, source: "zh", target: "en", format: "html", ...(config.apiKey ? { api_key: config.apiKey } : {}) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      if (!res.ok) throw new Error(`translator answered ${res.status}`);
      const answer = (await res.json()) as { translatedText?: unknown };
      if (typeof answer.translatedText !== "string") throw new Error("translator answered no translatedText");
      return answer.translatedText;
    },
  };
}
