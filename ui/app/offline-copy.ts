/** Set by the service worker on the copies it keeps: when the copy was fetched (milliseconds since the epoch). The server never sends it. */
export const SAVED_AT_HEADER = "x-offline-copy-saved-at";

/** The response as the service worker keeps it: the same status, headers and body, stamped with when it was fetched. */
export const savedCopy = async (response: Response, savedAt: number): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(savedAt));
  // The body is already decoded: the copy must not claim an encoding or the length of the bytes on the wire.
  headers.delete("content-encoding");
  headers.delete("content-length");
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
};

/** When the answer is a copy the service worker kept (so the network failed): the moment it was fetched; null for a fresh answer. */
export const savedAtOf = (headers: Headers): number | null => {
  const value = headers.get(SAVED_AT_HEADER);
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
};
