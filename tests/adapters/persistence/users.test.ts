import { sql, UniqueConstraintViolationException } from "@mikro-orm/core";
import { afterAll, describe, expect, it } from "vitest";
import { User } from "../../../adapters/persistence/entities/user.ts";
import { backends } from "./database-backends.ts";

describe.each(backends())("users on $name", (backend) => {
  afterAll(() => backend.dispose());

  it("refuses a second account whose email differs only in letter case", async () => {
    const orm = await backend.open();
    await orm.em.insert(User, { email: "Ann.Smith@Example.com", passwordHash: "hash-1" });
    await expect(orm.em.insert(User, { email: "ann.smith@example.COM", passwordHash: "hash-2" })).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it("keeps the email as typed and finds it case-insensitively", async () => {
    const orm = await backend.open();
    await orm.em.insert(User, { email: "Bob@Example.com", passwordHash: "hash" });
    const found = await orm.em.fork().findOne(User, { [sql.lower("email")]: "bob@example.com" });
    expect(found?.email).toBe("Bob@Example.com");
    expect(found?.role).toBe("user");
    expect(found?.receiveNewsletter).toBe(false);
  });
});
