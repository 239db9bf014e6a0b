import { Console, Effect, Layer, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { SecureTokens } from "../application/accounts/secure-tokens.ts";
import { createAdminAccount } from "../application/admin/create-admin-account.ts";
import { grantAdmin } from "../application/admin/set-admin-role.ts";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { makeAccountServices, makeAdminServices } from "../adapters/composition-root.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";

export const adminCommandLayer = () =>
  Effect.sync(() => {
    const config = loadAppConfig();
    return Layer.merge(makeAccountServices(config), makeAdminServices(config)).pipe(Layer.provide(DatabaseLive(config)));
  }).pipe(Layer.unwrap);

export const failCommand = (message: string) =>
  Console.error(message).pipe(
    Effect.andThen(
      Effect.sync(() => {
        process.exitCode = 1;
      }),
    ),
  );

const email = Argument.String("email").pipe(Argument.withDescription("The account's email address (any letter case)"));

// The file holds the password alone; one trailing line break is not part of it.
const passwordFromFile = (text: string): string => text.replace(/\r?\n$/, "");

const createAdmin = (address: string, passwordFile: Option.Option<string>) =>
  Effect.gen(function* () {
    const password = Option.isSome(passwordFile) ? passwordFromFile(passwordFile.value) : yield* (yield* SecureTokens).generate;
    yield* createAdminAccount({ email: address, password });
    yield* Console.log(
      Option.isSome(passwordFile)
        ? `Created the admin account ${address} with the password from the file.`
        : `Created the admin account ${address}; its password (shown only now) is: ${password}`,
    );
  }).pipe(
    Effect.catchTags({
      InvalidAccountInput: (error) => failCommand(error.message),
      EmailAlreadyRegistered: () => failCommand(`${address} is taken by an account that cannot be made an admin.`),
    }),
  );

export const grantAdminCommand = Command.make(
  "grant-admin",
  {
    email,
    create: Flag.Boolean("create").pipe(Flag.withDescription("Create the account as an admin if no account has this email"), Flag.withDefault(false)),
    passwordFile: Flag.FileText("password-file").pipe(
      Flag.withDescription("With --create: read the new account's password from this file (default: a random one, printed once)"),
      Flag.optional,
    ),
  },
  ({ email: address, create, passwordFile }) =>
    grantAdmin(address).pipe(
      Effect.flatMap(({ changed }) => Console.log(changed ? `${address} is an admin now.` : `${address} was already an admin.`)),
      Effect.catchTag("AccountNotFound", (error) =>
        create ? createAdmin(address.trim(), passwordFile) : failCommand(`${error.message} Sign up first, or add --create.`),
      ),
      Effect.provide(adminCommandLayer()),
    ),
).pipe(Command.withDescription("Let an account use the admin dashboard at /dashboard/ (recorded in the audit log)"));
