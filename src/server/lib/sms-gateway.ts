/**
 * Where one-time codes go. The embedded default is a development sink that keeps the last codes in memory
 * and shows them at GET /idp/dev/codes (off in production); a real SMS gateway implements the same interface.
 */
export interface TSmsGateway {
  sendCode(mobile: string, code: string): Promise<void>;
}

export interface TDevCodeSink extends TSmsGateway {
  codesFor(mobile: string): { code: string; sentAt: string }[];
}

export function createDevCodeSink(keep = 20): TDevCodeSink {
  const sent = new Map<string, { code: string; sentAt: string }[]>();
  return {
    async sendCode(mobile, code) {
      const list = sent.get(mobile) ?? [];
      list.unshift({ code, sentAt: new Date().toISOString() });
      sent.set(mobile, list.slice(0, keep));
    },
    codesFor(mobile) {
      return sent.get(mobile) ?? [];
    },
  };
}
