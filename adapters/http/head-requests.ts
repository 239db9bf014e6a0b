import type { Server } from "node:http";

/**
 * HEAD is answered wherever GET is, with GET's status and headers: the request is routed as a GET, and node's response,
 * made for a HEAD before any listener runs, sends no body.
 */
export const answerHeadLikeGet = (server: Server): Server =>
  server.prependListener("request", (request) => {
    if (request.method === "HEAD") request.method = "GET";
  });
