import { describe, expect, it } from "vitest";
import type { ScheduleImportSummary } from "../../application/imports/import-xmltv-schedule.ts";
import { describeScheduleImport } from "../../cli/import-xmltv-command.ts";

const summary = (unplacedChannels: ScheduleImportSummary["unplacedChannels"]): ScheduleImportSummary => ({
  programmes: 4,
  channelsCreated: unplacedChannels.length,
  unplacedChannels,
  filmsMatched: 1,
  filmsCreated: 3,
  filmsLinked: 0,
  seriesCreated: 0,
  seriesLinked: 0,
  notices: [],
  episodes: 0,
  certificatesSet: 0,
  creditsAdded: 0,
  shows: { inserted: 4, updated: 0, unchanged: 0, removed: 0 },
  skipped: [],
});

describe("the import-xmltv summary", () => {
  it("lists the feed channels the registry could not place, with how to place them", () => {
    const text = describeScheduleImport(
      "uk.xml",
      summary([
        { xmltvId: "local.example.co.uk", displayName: "Local Showcase" },
        { xmltvId: "x.uk", displayName: null },
      ]),
      1,
    );
    expect(text).toContain('Feed channels not in the channel registry (each became a channel of its own; place them with "channels map <xmltv-id> <slug>"):');
    expect(text).toContain("\n  local.example.co.uk (Local Showcase)\n  x.uk\n");
  });

  it("says nothing about placing channels when the registry placed them all", () => {
    expect(describeScheduleImport("uk.xml", summary([]), 1)).not.toContain("not in the channel registry");
  });
});
