import type { Generated } from "kysely";
import type { CatalogueTables } from "./catalogue-tables.ts";

/** The columns of the member tables that the calendar feed and the history imports read and write, for typed Kysely queries. */
export interface CalendarFeedTable {
  user_id: number;
  seed: string;
  token_hash: string;
  created_at: Date;
}

export interface UserTitleTable {
  user_id: number;
  title_id: number;
  watched: Generated<boolean>;
  watched_on: string | null;
  not_interested: Generated<boolean>;
  alert: Generated<boolean>;
  stars: number | null;
  updated_at: Generated<Date>;
}

export interface ChannelTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ShowChannelTable {
  show_id: number;
  channel_id: number;
}

export interface MemberTables extends CatalogueTables {
  calendar_feed: CalendarFeedTable;
  user_title: UserTitleTable;
  channel: ChannelTable;
  show_channel: ShowChannelTable;
}
