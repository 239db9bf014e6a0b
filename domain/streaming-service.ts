import { Schema } from "effect";

export const StreamingService = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  name_display: Schema.String,
  slug: Schema.String,
  logo: Schema.NullOr(Schema.String),
  available: Schema.Boolean,
});
export type StreamingService = typeof StreamingService.Type;

export const availableServices = (services: ReadonlyArray<StreamingService>): ReadonlyArray<StreamingService> =>
  services.filter((service) => service.available);
