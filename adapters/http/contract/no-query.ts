import { Schema } from "effect";

// An empty Struct accepts any object, so endpoints without query parameters name unknown keys themselves.
export const NoQuery = Schema.Struct({}).check(
  Schema.makeFilter((query: object) => {
    const keys = Object.keys(query);
    return keys.length === 0 || `Unknown query parameter${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}`;
  }),
);
