import { Migration } from "@mikro-orm/migrations";

export class Migration20261120225355_import_flags_and_person_name extends Migration {
  override name = "Migration20261120225355_import_flags_and_person_name";

  override up(): void | Promise<void> {
    this.addSql(`create index "person_name_index" on "person" ("name");`);

    this.addSql(
      `alter table "show" add "premiere" boolean not null default false, add "hd" boolean not null default false, add "subtitles" boolean not null default false, add "signed" boolean not null default false, add "audio_described" boolean not null default false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "person_name_index";`);

    this.addSql(`alter table "show" drop column "premiere", drop column "hd", drop column "subtitles", drop column "signed", drop column "audio_described";`);
  }
}
