import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "#client/lib/i18n.ts";
import { ACTIVITY_HIDDEN_CLOSE_CODE } from "#shared/qa/qa-socket.ts";
import {
  HEARTBEAT_MS,
  LiveConnection,
  SOCKET_REFUSED,
  STALE_MS,
  isRefusalClose,
  liveSocketUrl,
  pushTitle,
  type LivePush,
  type SocketLike,
} from "#client/lib/realtime.tsx";

/** A WebSocket stand-in: records what is sent, and lets the test play the server. */
class FakeSocket implements SocketLike {
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event("open"));
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) }));
  }

  drop(): void {
    this.onclose?.(new CloseEvent("close"));
  }
}

let sockets: FakeSocket[];
let pushes: LivePush[];
let connection: LiveConnection;
const latest = () => sockets[sockets.length - 1]!;

beforeAll(async () => {
  await activateLocale("zh-CN");
});

/** A connection over fake sockets (kept in `sockets`), pushes into `pushes`. */
function connect(url: string, onEvent?: (message: Record<string, unknown>) => void): LiveConnection {
  return new LiveConnection({
    url,
    createSocket: (address) => {
      const socket = new FakeSocket(address);
      sockets.push(socket);
      return socket;
    },
    onPush: (push) => pushes.push(push),
    onEvent,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  pushes = [];
  connection = connect("ws://portal.test/base-service/user/ws/1?token=t");
});

afterEach(() => {
  connection.stop();
  vi.useRealTimers();
});

describe("LiveConnection (spec 1 §7.1, §9)", () => {
  it("sends the heartbeat {type:0} on open and every 20 s", () => {
    connection.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: 0 }]);
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      latest().receive({ type: 0 });
    }
    expect(latest().sent).toHaveLength(4);
    expect(sockets).toHaveLength(1);
  });

  it("says when it is open the first time, and when it is open again after a loss", () => {
    const said: string[] = [];
    const watched = new LiveConnection({
      url: "ws://portal.test/base-service/user/ws/2",
      createSocket: (address) => {
        const socket = new FakeSocket(address);
        sockets.push(socket);
        return socket;
      },
      onPush: () => {},
      onConnect: () => said.push("connected"),
      onReconnect: () => said.push("reconnected"),
    });
    watched.start();
    expect(said).toEqual([]);
    latest().open();
    expect(said).toEqual(["connected"]);
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(said).toEqual(["connected", "reconnected"]);
    watched.stop();
  });

  it("reconnects when nothing arrives within 60 s", () => {
    connection.start();
    latest().open();
    vi.advanceTimersByTime(STALE_MS - 1);
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    // the first attempt waits a second
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it("keeps the connection while replies arrive", () => {
    connection.start();
    latest().open();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      latest().receive({ type: 0 });
    }
    expect(sockets).toHaveLength(1);
  });

  it("reconnects on {type:-1}", () => {
    connection.start();
    latest().open();
    latest().receive({ type: -1 });
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it("backs off while the server stays away, and starts over once it answers", () => {
    connection.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = sockets.length;
      latest().drop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000]);

    latest().open();
    latest().receive({ type: 0 });
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(8);
  });

  it("ignores events of a socket it has already replaced", () => {
    connection.start();
    const first = latest();
    first.open();
    first.receive({ type: -1 });
    vi.advanceTimersByTime(1_000);
    first.drop();
    first.receive({ type: 1, mqType: 1, isCompanyMessage: true, msg: "old" });
    expect(sockets).toHaveLength(2);
    expect(pushes).toEqual([]);
  });

  it("hands pushes on: mqType 1 a notification, 2 a question; other messages are ignored", () => {
    connection.start();
    latest().open();
    latest().receive({ type: 1, mqType: 1, isCompanyMessage: true, msg: "您的活动已审核通过" });
    latest().receive({ type: 1, mqType: 2, isCompanyMessage: "false", msg: "新的提问" });
    latest().receive({ type: 1, mqType: 7, msg: "unknown" });
    latest().onmessage?.(new MessageEvent("message", { data: "not json" }));
    expect(pushes).toEqual([
      { mqType: 1, isCompanyMessage: true, msg: "您的活动已审核通过" },
      { mqType: 2, isCompanyMessage: false, msg: "新的提问" },
    ]);
    expect(pushTitle(pushes[0]!)).toBe("机构消息提醒");
    expect(pushTitle(pushes[1]!)).toBe("问题推送");
  });

  it("stops on a refusal close (4400-4499) and says so; other closes reconnect", () => {
    const events: Record<string, unknown>[] = [];
    connection.stop();
    connection = connect("ws://portal.test/base-service/pub/ws/activity/7", (m) => events.push(m));
    connection.start();
    latest().open();
    latest().onclose?.(new CloseEvent("close", { code: 1006 }));
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    latest().open();
    latest().onclose?.(new CloseEvent("close", { code: ACTIVITY_HIDDEN_CLOSE_CODE }));
    expect(events).toEqual([{ type: SOCKET_REFUSED, code: ACTIVITY_HIDDEN_CLOSE_CODE }]);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);
    expect(isRefusalClose(4404)).toBe(true);
    expect(isRefusalClose(4000)).toBe(false);
  });

  it("closes for good on stop (logout): no heartbeat, no reconnect", () => {
    connection.start();
    latest().open();
    connection.stop();
    expect(latest().closed).toBe(true);
    latest().drop();
    vi.advanceTimersByTime(10 * STALE_MS);
    expect(sockets).toHaveLength(1);
    expect(latest().sent).toHaveLength(1);
  });
});

describe("liveSocketUrl", () => {
  it("uses wss on https and never carries the token (it travels as a subprotocol)", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "ir.example.cn" }, 7)).toBe("wss://ir.example.cn/base-service/user/ws/7");
    expect(liveSocketUrl({ protocol: "http:", host: "127.0.0.1:5173" }, 7)).toBe("ws://127.0.0.1:5173/base-service/user/ws/7");
  });
});
