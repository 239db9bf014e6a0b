import { Migration } from "@mikro-orm/migrations";

export class Migration20261121021546_partial_streaming_show_index extends Migration {
  override name = "Migration20261121021546_partial_streaming_show_index";

  override up(): void | Promise<void> {
    this.addSql(`drop index "show_streaming_service_id_time_index";`);
    this.addSql(`create index "show_streaming_service_id_time_index" on "show" ("streaming_service_id", "time") where streaming_service_id is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "show_streaming_service_id_time_index";`);
    this.addSql(`create index "show_streaming_service_id_time_index" on "show" ("streaming_service_id", "time");`);
  }
}
