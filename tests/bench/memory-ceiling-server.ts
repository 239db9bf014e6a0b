import { createServer } from "node:http";
import { readFileSync } from "node:fs";

// The bare server for the API benchmark: plain node:http answering each path with the app's bytes and headers held in memory.
interface Fixture {
  readonly key: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const [fixturesFile, portText] = process.argv.slice(2);
if (fixturesFile === undefined || portText === undefined) {
  console.error("usage: node memory-ceiling-server.ts <fixtures.json> <port>");
  process.exit(2);
}
const fixtures = new Map(
  (JSON.parse(readFileSync(fixturesFile, "utf8")) as ReadonlyArray<Fixture>).map((fixture) => [
    fixture.key,
    { status: fixture.status, headers: fixture.headers, body: Buffer.from(fixture.body, "base64") },
  ]),
);

// Keyed like the benchmark's fixtures: method, path and the content coding the client accepts.
const server = createServer((request, response) => {
  const encoding = request.headers["accept-encoding"] === undefined ? "identity" : request.headers["accept-encoding"];
  const answer = fixtures.get(`${request.method} ${request.url} ${encoding}`);
  request.resume();
  request.on("end", () => {
    if (request.url === "/ready") {
      response.writeHead(200).end();
      return;
    }
    if (answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.byteLength }).end(answer.body);
  });
});
server.listen(Number(portText), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
