import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";

// A loopback TCP proxy in front of PostgreSQL that the test can cut (connections reset, new ones refused) and restore.
export const cuttableProxy = async (target: URL) => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      const proxy = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.once("close", () => (sockets.delete(socket), client.destroy(), upstream.destroy()));
        }
        client.pipe(upstream).pipe(client);
      });
      server = proxy;
      proxy.listen(port, "127.0.0.1", () => resolve((proxy.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => listen(port),
  };
};
