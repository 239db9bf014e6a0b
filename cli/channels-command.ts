import { Console, Effect, Layer } from "effect";
import { Argument, Command } from "effect/cli";
import { PLATFORMS } from "../domain/channel-registry.ts";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";
import { XmltvChannelMapStorePostgres } from "../adapters/persistence/xmltv-channel-map-store-postgres.ts";
import { listXmltvChannelMappings, mapXmltvChannel, setChannelNumber, type NumberTaken, UnknownChannel } from "../application/imports/map-xmltv-channel.ts";
import type { XmltvChannelMapping } from "../application/imports/xmltv-channel-map-store.ts";

const storeLayer = () => XmltvChannelMapStorePostgres.pipe(Layer.provide(DatabaseLive(loadAppConfig())));

const describeMapping = (mapping: XmltvChannelMapping): string =>
  `${mapping.xmltvId}${mapping.displayName === null ? "" : ` (${mapping.displayName})`} -> ${mapping.channel ?? "skipped"}`;

const xmltvId = Argument.String("xmltv-id").pipe(Argument.withDescription('The channel id the XMLTV feed uses, e.g. "film4.uk"'));

const reportUnknownChannel = (error: UnknownChannel | NumberTaken) =>
  Console.error(error.message).pipe(
    Effect.andThen(
      Effect.sync(() => {
        process.exitCode = 1;
      }),
    ),
  );

const mapCommand = Command.make(
  "map",
  { xmltvId, slug: Argument.String("slug").pipe(Argument.withDescription('The site channel\'s slug, e.g. "film4-plus-1"')) },
  ({ xmltvId, slug }) =>
    mapXmltvChannel(xmltvId, slug).pipe(
      Effect.flatMap((mapping) => Console.log(`Mapped ${describeMapping(mapping)}; the next import uses it.`)),
      Effect.catchTag("UnknownChannel", reportUnknownChannel),
      Effect.provide(storeLayer()),
    ),
).pipe(Command.withDescription("Point an XMLTV channel id at an existing channel (by slug); later imports put its programmes there"));

const skipCommand = Command.make("skip", { xmltvId }, ({ xmltvId }) =>
  mapXmltvChannel(xmltvId, null).pipe(
    Effect.flatMap((mapping) => Console.log(`Mapped ${describeMapping(mapping)}; imports will leave its programmes out.`)),
    Effect.catchTag("UnknownChannel", reportUnknownChannel),
    Effect.provide(storeLayer()),
  ),
).pipe(Command.withDescription("Tell imports to leave out an XMLTV channel"));

const numberCommand = Command.make(
  "number",
  {
    slug: Argument.String("slug").pipe(Argument.withDescription('The site channel\'s slug, e.g. "film4"')),
    platform: Argument.Literals(
      "platform",
      PLATFORMS.map((platform) => platform.key),
    ).pipe(Argument.withDescription("freeview, freesat, sky or virgin")),
    number: Argument.Int("number").pipe(Argument.withDescription("The channel number on that platform, e.g. 14")),
  },
  ({ slug, platform, number }) =>
    setChannelNumber(slug, platform, number).pipe(
      Effect.flatMap(() => Console.log(`${slug} is now number ${number} on ${platform}.`)),
      Effect.catchTags({ UnknownChannel: reportUnknownChannel, NumberTaken: reportUnknownChannel }),
      Effect.provide(storeLayer()),
    ),
).pipe(Command.withDescription("Set a channel's number on a platform (for a channel the registry lacks or numbers wrongly)"));

const listCommand = Command.make("list", {}, () =>
  listXmltvChannelMappings.pipe(
    Effect.flatMap((mappings) => Console.log(mappings.length === 0 ? "No XMLTV channels are mapped yet." : mappings.map(describeMapping).join("\n"))),
    Effect.provide(storeLayer()),
  ),
).pipe(Command.withDescription("List how XMLTV channel ids map to channels"));

export const channelsCommand = Command.make("channels").pipe(
  Command.withDescription(
    "Map XMLTV channel ids to channels and number channels on platforms (imports place feed channels through the UK channel registry and create a channel for one it lacks)",
  ),
  Command.withSubcommands([mapCommand, skipCommand, numberCommand, listCommand]),
);
