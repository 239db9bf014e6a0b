import { describe, expect, it } from "vitest";
import { SAVED_AT_HEADER, savedAtOf, savedCopy } from "../../ui/app/offline-copy.ts";

const SAVED_AT = Date.parse("2026-11-25T19:30:00Z");

describe("the service worker's offline copy", () => {
  it("keeps the status, headers and body of the answer and stamps when it was fetched", async () => {
    const answer = new Response('{"shows":[]}', { status: 200, headers: { "content-type": "application/json", etag: '"v1"' } });
    const copy = await savedCopy(answer, SAVED_AT);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("application/json");
    expect(copy.headers.get("etag")).toBe('"v1"');
    expect(copy.headers.get(SAVED_AT_HEADER)).toBe(String(SAVED_AT));
    expect(await copy.text()).toBe('{"shows":[]}');
    expect(savedAtOf(copy.headers)).toBe(SAVED_AT);
  });

  it("drops the encoding and length of the bytes on the wire, since the kept body is already decoded", async () => {
    const answer = new Response("decoded text", { headers: { "content-encoding": "br", "content-length": "7" } });
    const copy = await savedCopy(answer, SAVED_AT);
    expect(copy.headers.get("content-encoding")).toBeNull();
    expect(copy.headers.get("content-length")).toBeNull();
    expect(await copy.text()).toBe("decoded text");
  });

  it("reads no saved time from a server's answer or from a stamp that is not a number of milliseconds", () => {
    expect(savedAtOf(new Headers({ "content-type": "application/json" }))).toBeNull();
    expect(savedAtOf(new Headers({ [SAVED_AT_HEADER]: "yesterday" }))).toBeNull();
    expect(savedAtOf(new Headers({ [SAVED_AT_HEADER]: "-5" }))).toBeNull();
  });
});
