import type { Schema } from "effect";
import { Api } from "../../adapters/http/contract/api.ts";
import { fillPath } from "../../adapters/http/contract/path-params.ts";

// The addresses of the HTTP contract's endpoints, and the types of what each takes and answers, read from the contract
// itself. Apart from the RTK Query API (contract-api.ts) so that the service worker can name the answers it keeps without
// shipping the browser's data layer.

const { system, listings, titles, people, lookups, feedback, accounts, accountDeletion, personal, premium, admin } = Api.groups;

/** Every endpoint of the contract by name, its path already under the API's prefix (`contract.shows.path` is "/api/shows/"). */
export const contract = {
  ...system.endpoints,
  ...listings.endpoints,
  ...titles.endpoints,
  ...people.endpoints,
  ...lookups.endpoints,
  ...feedback.endpoints,
  ...accounts.endpoints,
  ...accountDeletion.endpoints,
  ...personal.endpoints,
  ...premium.endpoints,
  ...admin.endpoints,
};
export type Contract = typeof contract;
export type EndpointName = keyof Contract;

export interface AnyEndpoint {
  readonly path: string;
  readonly method: string;
  readonly success: ReadonlySet<Schema.Top>;
}

type Value = string | number | boolean;
// true when some member of T (a union, say) has a key; never carries nothing.
type HasKeys<T> = [T] extends [never] ? false : true extends (T extends unknown ? (keyof T extends never ? false : true) : never) ? true : false;
type Part<Key extends string, T> =
  HasKeys<T> extends true ? ({} extends T ? { readonly [K in Key]?: T } : { readonly [K in Key]: T }) : { readonly [K in Key]?: never };
type BodyOf<B extends Schema.Top> = [B] extends [never] ? { readonly body?: never } : { readonly body: B["Encoded"] | FormData };

/** What a request to an endpoint carries: its path parameters, its query and its body, each as the contract types it. */
export type RequestOf<E> = E extends {
  readonly "~Params": infer P extends Schema.Top;
  readonly "~Query": infer Q extends Schema.Top;
  readonly "~Payload": infer B extends Schema.Top;
}
  ? Part<"params", P["Type"]> & Part<"query", Q["Type"]> & BodyOf<B>
  : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The argument of an endpoint's query or mutation: nothing at all for an endpoint that takes nothing. */
export type ArgOf<E> = true extends HasKeys<RequestOf<E>> ? ({} extends RequestOf<E> ? Simplify<RequestOf<E>> | void : Simplify<RequestOf<E>>) : void;
/** What an endpoint answers, decoded by its success Schema. */
export type SuccessOf<E> = E extends { readonly "~Success": infer S extends Schema.Top } ? S["Type"] : never;

export interface ContractRequest {
  readonly endpoint: AnyEndpoint;
  readonly params?: Readonly<Record<string, Value>>;
  readonly query?: Readonly<Record<string, Value | undefined>>;
  readonly body?: unknown;
}

// A query value of "" is a flag present without a value (?week, ?latest), as the contract's flags are written.
const queryString = (query: ContractRequest["query"]): string => {
  const parts = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [value === "" ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
};

/** The address of a request: the contract's path with its `:params` filled in, and the query. */
export const urlOf = ({ endpoint, params = {}, query }: ContractRequest): string =>
  fillPath(endpoint.path, (key) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${endpoint.path} needs :${key}`);
    return typeof value === "boolean" ? String(value) : value;
  }) + queryString(query);

/** The address of an endpoint's request, typed by the contract (for the service worker's list of kept answers, say). */
export const urlFor = <N extends EndpointName>(name: N, ...request: ArgOf<Contract[N]> extends void ? [] : [ArgOf<Contract[N]>]): string =>
  urlOf({ endpoint: contract[name], ...(request[0] as Omit<ContractRequest, "endpoint"> | undefined) });
