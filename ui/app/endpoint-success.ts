import type { Schema } from "effect";

interface Endpoint<S extends Schema.Top> {
  readonly "~Success": S;
  readonly success: ReadonlySet<Schema.Top>;
}

// The schema the server encodes an endpoint's answer with, so the browser decodes exactly what the contract promises.
export const successOf = <S extends Schema.Top>(endpoint: Endpoint<S>): Schema.Codec<S["Type"], S["Encoded"]> => {
  const [schema] = endpoint.success;
  if (schema === undefined) throw new Error("the endpoint declares no success schema");
  return schema as unknown as Schema.Codec<S["Type"], S["Encoded"]>;
};
