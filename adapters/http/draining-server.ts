import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

export interface DrainingServer {
  readonly server: Server;
  /**
   * From now on every response says `Connection: close`; after `idleGraceMs` idle keep-alive sockets close (and each one
   * that turns idle later), and after `cutAfterMs` every socket is cut.
   */
  readonly startDraining: () => void;
  /** Called when the cut comes, with how many connections were still open (a drain that ended before it never calls). */
  readonly onCut: (report: (connections: number) => void) => void;
  /** Each request goes to `answer` first; one it answers (returning true) never reaches the other request listeners. */
  readonly answerFirst: (answer: (request: IncomingMessage, response: ServerResponse) => boolean) => void;
}

// A busy keep-alive client gets this long to send its next request and hear `Connection: close` instead of a reset.
export const IDLE_GRACE_MS = 500;

// Idle keep-alive sockets are kept well past a client's own idle timer (undici's is 4 s, proxies' about 60 s). With Node's
// default 5 s, a client whose event loop stalled for a second reuses a socket the server has just closed: ECONNRESET.
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export const makeDrainingServer = (cutAfterMs: number): DrainingServer => {
  const server = createServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let closingIdle = false;
  let first: ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined;
  let reportCut: (connections: number) => void = () => {};
  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  const admit = (response: ServerResponse) => {
    if (draining) response.setHeader("connection", "close");
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
    response.once("finish", () => closingIdle && setImmediate(() => server.closeIdleConnections()));
  };
  const emit = server.emit.bind(server);
  server.emit = ((event: string, ...args: Array<unknown>) => {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      admit(response);
      if (first?.(request, response) === true) return true;
    }
    return emit(event, ...args);
  }) as Server["emit"];
  const startDraining = () => {
    if (draining) return;
    draining = true;
    for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
    setTimeout(
      () => {
        closingIdle = true;
        server.closeIdleConnections();
      },
      Math.min(IDLE_GRACE_MS, cutAfterMs / 2),
    ).unref();
    setTimeout(() => {
      reportCut(open.size);
      server.closeAllConnections();
    }, cutAfterMs).unref();
  };
  return { server, startDraining, onCut: (report) => void (reportCut = report), answerFirst: (answer) => void (first = answer) };
};
