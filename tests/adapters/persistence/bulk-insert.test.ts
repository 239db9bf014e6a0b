import { titleMatchKey } from "../../../domain/title-match.ts";
import { afterAll, describe, expect, it } from "vitest";
import { Channel } from "../../../adapters/persistence/entities/channel.ts";
import { ShowChannel } from "../../../adapters/persistence/entities/show-channel.ts";
import { Show } from "../../../adapters/persistence/entities/show.ts";
import { Title } from "../../../adapters/persistence/entities/title.ts";
import { backends } from "./database-backends.ts";

const showCount = 10_000;
const chunkSize = 2_000;
const weekStart = Date.UTC(2026, 10, 2, 4);

const elapsedSince = (start: number): string => `${((performance.now() - start) / 1000).toFixed(2)} s`;

describe.each(backends())("bulk schedule import on $name", (backend) => {
  afterAll(() => backend.dispose());

  it("inserts a week of 10,000 shows with their channels in bulk and replaces them by import batch", async () => {
    const orm = await backend.open();
    const em = orm.em.fork();
    const channelIds = await em.insertMany(
      Channel,
      Array.from({ length: 50 }, (_, index) => ({ name: `Channel ${index}`, slug: `channel-${index}` })),
    );
    const titleIds = await em.insertMany(
      Title,
      Array.from({ length: 500 }, (_, index) => ({
        kind: "film" as const,
        imdb: `tf${String(index).padStart(6, "0")}`,
        slug: `film-${index}`,
        title: `Film ${index}`,
        matchKey: titleMatchKey(`Film ${index}`),
        year: 1950 + (index % 75),
      })),
    );

    const started = performance.now();
    const showIds: Array<number> = [];
    // one INSERT may carry at most 65,535 parameters, so a week goes in chunks
    for (let offset = 0; offset < showCount; offset += chunkSize) {
      const chunk = Array.from({ length: Math.min(chunkSize, showCount - offset) }, (_, step) => {
        const index = offset + step;
        return {
          title: titleIds[index % titleIds.length] as number,
          time: new Date(weekStart + index * 60_000),
          art: 120,
          premiereSystemIds: index % 10 === 0 ? [1] : [],
          source: "xmltv:week-45",
        };
      });
      const inserted = await em.createQueryBuilder(Show).insert(chunk).returning(["id"]).execute<Array<{ id: number }>>("all");
      showIds.push(...inserted.map((row) => row.id));
    }
    const showsInserted = performance.now();
    await em.insertMany(
      ShowChannel,
      showIds.map((show, index) => ({ show, channel: channelIds[index % channelIds.length] as number })),
    );
    console.log(
      `[${backend.name}] insert ${showCount} shows (query builder, chunks of ${chunkSize}): ${((showsInserted - started) / 1000).toFixed(2)} s; ` +
        `with their show_channel rows (insertMany): ${elapsedSince(started)}`,
    );

    expect(showIds).toHaveLength(showCount);
    expect(await em.count(Show, { source: "xmltv:week-45" })).toBe(showCount);
    expect(await em.count(ShowChannel, { channel: channelIds[0] as number })).toBe(showCount / channelIds.length);

    const replaceStarted = performance.now();
    const deleted = await em.nativeDelete(Show, { source: "xmltv:week-45" });
    console.log(`[${backend.name}] delete the ${showCount} shows of one import batch: ${elapsedSince(replaceStarted)}`);
    expect(deleted).toBe(showCount);
    expect(await em.count(ShowChannel, {})).toBe(0);
  });
});
