/**
 * A TCP proxy for network-failure tests: clients connect to it, it pipes to the target, and a test can
 * cut every connection or stop accepting new ones to simulate an outage.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  readonly port: number;
  /** Destroys every open connection, client and upstream side; new connections are still accepted. */
  cutConnections(): void;
  /** Cuts every connection and refuses new ones until `resume`. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address !== null ? address.port : port);
    });
  });

const stopListening = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    if (!server.listening) resolve();
    else server.close(() => resolve());
  });

export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const port = await listen(server, 0);
  const cutConnections = (): void => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    port,
    cutConnections,
    pause: async () => {
      const stopped = stopListening(server);
      cutConnections();
      await stopped;
    },
    resume: async () => {
      await listen(server, port);
    },
    close: async () => {
      const stopped = stopListening(server);
      cutConnections();
      await stopped;
    },
  };
};

/** A server that accepts TCP connections and never says a word: a hung broker. */
export const startSilentServer = async (): Promise<{ port: number; close(): Promise<void> }> => {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const port = await listen(server, 0);
  return {
    port,
    close: async () => {
      const stopped = stopListening(server);
      for (const socket of sockets) socket.destroy();
      await stopped;
    },
  };
};
