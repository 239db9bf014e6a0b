import { Context, Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import { LISTING_CHOICES_COOKIE } from "./contract/server-rendering.ts";
import { SESSION_COOKIE } from "./contract/session-security.ts";
import type { Representation, RespondOptions } from "./representation.ts";
import { MatchedRoute } from "./route-templates.ts";

/** An answer the Effect app gave for a URL, kept so that the next request for that URL is sent from the request listener. */
export interface FastAnswer {
  readonly representation: Representation;
  readonly options: RespondOptions;
  /** The route template, for metrics and logs. */
  readonly route: string;
  /** The data version the answer was made at; undefined for answers that never change (the built files). */
  readonly version: string | undefined;
  /** The minute (Unix ms / 60,000) the answer holds for; undefined when it holds for the whole data version. */
  readonly minute: number | undefined;
  /** The app finds the answer in the response cache (so each answer counts a hit). */
  readonly fromResponseCache: boolean;
  /** Runs for each answer, as the app does for it (a film page counts a view). */
  readonly onEachAnswer: ((now: number) => void) | undefined;
}

export type FastAnswerValidity = Pick<FastAnswer, "version" | "minute" | "fromResponseCache" | "onEachAnswer">;

const DEFAULT_MAX_ENTRIES = 2000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const weightOf = (answer: FastAnswer): number => answer.representation.body.byteLength * 2;

/** The answers held by request URL (path and query as sent), least recently remembered dropped first. */
export class FastAnswers {
  /** How many answers the request listener has sent from here. */
  sent = 0;
  private readonly answers = new Map<string, FastAnswer>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(maxEntries = DEFAULT_MAX_ENTRIES, maxBytes = DEFAULT_MAX_BYTES) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  remember(url: string, answer: FastAnswer): void {
    this.forget(url);
    this.answers.set(url, answer);
    this.bytes += weightOf(answer);
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= 1 || (this.answers.size <= this.maxEntries && this.bytes <= this.maxBytes)) return;
      this.forget(oldest);
    }
  }

  find(url: string): FastAnswer | undefined {
    return this.answers.get(url);
  }

  private forget(url: string): void {
    const held = this.answers.get(url);
    if (held === undefined) return;
    this.answers.delete(url);
    this.bytes -= weightOf(held);
  }
}

/** Where the app keeps the answers it gave; none (nothing kept) unless the server provides it. */
export const CurrentFastAnswers = Context.Reference<FastAnswers | undefined>("tellyfilms/http/FastAnswers", { defaultValue: () => undefined });

/**
 * A member's session may change any answer, and a visitor's own listing choices change the pages (they go out without
 * server-rendered rows), so requests with either cookie are never answered from memory.
 */
export const carriesSession = (cookie: string | undefined): boolean =>
  cookie !== undefined && (cookie.includes(`${SESSION_COOKIE}=`) || cookie.includes(`${LISTING_CHOICES_COOKIE}=`));

/** Keeps the answer the app is giving to this GET, so the same URL is answered from memory while `validity` holds. */
export const rememberAnswer = (representation: Representation, options: RespondOptions, validity: FastAnswerValidity) =>
  Effect.gen(function* () {
    const answers = yield* CurrentFastAnswers;
    if (answers === undefined) return;
    const request = yield* HttpServerRequest.HttpServerRequest;
    if (request.method !== "GET" || carriesSession(request.headers["cookie"])) return;
    const route = (yield* MatchedRoute).path ?? "unmatched";
    answers.remember(request.url, { representation, options, route, ...validity });
  });
