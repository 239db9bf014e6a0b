import { Migration } from "@mikro-orm/migrations";

// Channels an earlier import created without a usable <icon> (none, a file path, junk) get the generated logo, so
// the channels page lists them and shows no broken image; later imports apply the same rule (domain `channelLogo`).
export class Migration20261125120000_registry_channel_logos extends Migration {
  override name = "Migration20261125120000_registry_channel_logos";

  override up(): void {
    this.addSql(
      "update channel set logo = '/logos/' || slug || '.svg' " +
        "where logo is null or not (logo ~* '^https?://[^[:space:]/]+' or (logo like '/%' and logo not like '//%'));",
    );
  }

  override down(): void {
    // the earlier logos are not kept: the generated ones stay
  }
}
