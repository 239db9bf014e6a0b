import { createApi, type BaseQueryFn, type MutationDefinition, type QueryDefinition } from "@reduxjs/toolkit/query/react";
import { Schema } from "effect";
import { contract, urlOf, type AnyEndpoint, type ArgOf, type ContractRequest, type EndpointName, type SuccessOf, type Contract } from "./contract-paths.ts";
import { RefusalProblem } from "../../adapters/http/contract/problems.ts";
import { savedAtOf } from "./offline-copy.ts";

// The browser's whole data access: one RTK Query endpoint for each endpoint of the HTTP contract, named as the contract
// names it. Paths, methods and the Schemas that decode the answers all come from the contract; nothing here retypes them.

/** A refused or failed request: the HTTP status (0 when nothing came back) and the problem+json body when the server sent one. */
export interface ContractError {
  readonly status: number;
  readonly problem: RefusalProblem | null;
}

/** When the answer is the service worker's kept copy (the network failed): the moment that copy was fetched. */
export interface ContractMeta {
  readonly savedAt: number | null;
}

const decodeProblem = Schema.decodeUnknownExit(RefusalProblem);
const problemOf = (body: unknown): RefusalProblem | null => {
  const decoded = decodeProblem(body);
  return decoded._tag === "Success" ? decoded.value : null;
};

// SPEC §7/§8: a failed request is reported to log-error, never shown to the user as such.
const reportFailure = (url: string, method: string, errorMsg: string): void => {
  const logError = contract.logError.path;
  if (url.startsWith(logError)) return;
  void fetch(logError, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, method, errorMsg: errorMsg.slice(0, 4000) }),
  }).catch(() => undefined);
};

const requestInit = (method: string, body: unknown): RequestInit => {
  const init: RequestInit = { method, credentials: "same-origin", headers: { accept: "application/json" } };
  if (body === undefined) return init;
  if (body instanceof FormData) return { ...init, body };
  return { ...init, headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(body) };
};

/** Sends a request of the contract and decodes the answer with the endpoint's success Schema; a refusal decodes as problem+json. */
export const contractBaseQuery: BaseQueryFn<ContractRequest, unknown, ContractError, {}, ContractMeta> = async (request) => {
  const url = urlOf(request);
  const { method } = request.endpoint;
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, requestInit(method, request.body));
    body = await response.json().catch(() => undefined);
  } catch (error) {
    reportFailure(url, method, `${error instanceof Error ? error.message : String(error)} after ${elapsed()}`);
    return { error: { status: 0, problem: null }, meta: { savedAt: null } };
  }
  const meta = { savedAt: savedAtOf(response.headers) };
  if (!response.ok) {
    reportFailure(url, method, `status ${response.status} after ${elapsed()}`);
    return { error: { status: response.status, problem: problemOf(body) }, meta };
  }
  const [success] = request.endpoint.success;
  const decoded = Schema.decodeUnknownExit(success as Schema.Codec<unknown, unknown>)(body);
  if (decoded._tag === "Failure") {
    reportFailure(url, method, `status ${response.status}, unexpected response shape after ${elapsed()}: ${String(decoded.cause)}`);
    return { error: { status: response.status, problem: null }, meta };
  }
  return { data: decoded.value, meta };
};

type BaseQuery = typeof contractBaseQuery;

/** A request's outcome as a form reads it: the answer, or the refusal's status and problem (status 0: nothing came back). */
export type Answer<A> = { readonly ok: true; readonly value: A } | ({ readonly ok: false } & ContractError);

const isContractError = (error: unknown): error is ContractError => typeof error === "object" && error !== null && "problem" in error && "status" in error;

export const answerOf = <A>(result: { readonly data?: A; readonly error?: unknown }): Answer<A> => {
  if (result.error === undefined && result.data !== undefined) return { ok: true, value: result.data };
  return isContractError(result.error) ? { ok: false, ...result.error } : { ok: false, status: 0, problem: null };
};

/** How a thunk awaits a query once: always fresh from the server, and not kept subscribed. */
export const ONCE = { subscribe: false, forceRefetch: true } as const;

/** What a member's change makes stale: the lists, pages and panels that show that member's data. */
export const TAGS = [
  "User",
  "FlagList",
  "Recommendations",
  "Messages",
  "ProfileChart",
  "CalendarFeed",
  "PremiumOffer",
  "AdminTitles",
  "AdminReviews",
  "AuditLog",
] as const;
type Tag = (typeof TAGS)[number];

type Definitions = {
  readonly [N in EndpointName]: Contract[N]["method"] extends "GET"
    ? QueryDefinition<ArgOf<Contract[N]>, BaseQuery, Tag, SuccessOf<Contract[N]>, "api">
    : MutationDefinition<ArgOf<Contract[N]>, BaseQuery, Tag, SuccessOf<Contract[N]>, "api">;
};

const ALL_FLAGS: ReadonlyArray<Tag> = ["User", "FlagList", "Recommendations", "ProfileChart"];

// What each query provides and each mutation makes stale; an endpoint not named here neither provides nor invalidates.
const provides: Partial<Record<EndpointName, ReadonlyArray<Tag>>> = {
  userInitialData: ["User"],
  user: ["ProfileChart"],
  watched: ["FlagList"],
  alerts: ["FlagList"],
  notInterested: ["FlagList"],
  recommendations: ["Recommendations"],
  messages: ["Messages"],
  calendarFeed: ["CalendarFeed"],
  premiumOffer: ["PremiumOffer"],
  films: ["AdminTitles"],
  series: ["AdminTitles"],
  reviews: ["AdminReviews"],
  auditLog: ["AuditLog"],
};
const invalidates: Partial<Record<EndpointName, ReadonlyArray<Tag>>> = {
  film: [...ALL_FLAGS, "Messages"],
  checkbox: [...ALL_FLAGS, "Messages"],
  updateUser: ALL_FLAGS,
  importLetterboxd: ALL_FLAGS,
  importImdbRatings: ALL_FLAGS,
  markMessagesRead: ["Messages"],
  logIn: [...ALL_FLAGS, "Messages", "CalendarFeed", "PremiumOffer"],
  logOut: [...ALL_FLAGS, "Messages", "CalendarFeed", "PremiumOffer"],
  deleteAccount: [...ALL_FLAGS, "Messages", "CalendarFeed", "PremiumOffer"],
  changeFilm: ["AdminTitles", "AuditLog"],
  changeSeries: ["AdminTitles", "AuditLog"],
  changeReview: ["AdminReviews", "AuditLog"],
};

/**
 * The RTK Query API of the contract: `api.endpoints.shows`, `api.useTopQuery()`, `api.useFilmMutation()`... A GET is a
 * query, anything else a mutation; member changes make the queries that show the member's data stale (TAGS).
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: contractBaseQuery,
  tagTypes: TAGS,
  // Pages fetch again when a visitor comes back to them later; a quick return is answered from the cache.
  keepUnusedDataFor: 60,
  endpoints: (build) =>
    Object.fromEntries(
      Object.entries(contract).map(([name, endpoint]: [string, AnyEndpoint]) => {
        const query = (arg: Omit<ContractRequest, "endpoint"> | undefined): ContractRequest => ({ endpoint, ...arg });
        const key = name as EndpointName;
        return [
          name,
          endpoint.method === "GET"
            ? build.query<unknown, Omit<ContractRequest, "endpoint"> | undefined>({ query, providesTags: [...(provides[key] ?? [])] })
            : build.mutation<unknown, Omit<ContractRequest, "endpoint"> | undefined>({ query, invalidatesTags: [...(invalidates[key] ?? [])] }),
        ];
      }),
    ) as unknown as Definitions,
});
