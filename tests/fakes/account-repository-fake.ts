import { Effect, Layer, Option } from "effect";
import { EmailAlreadyRegistered } from "../../application/accounts/account-failures.ts";
import { AccountRepository, type AccountProfile, type Credentials } from "../../application/accounts/account-repository.ts";
import { enqueueInMemory, nextId, type AccountRow, type InMemoryData } from "./in-memory-data.ts";

const live = (data: InMemoryData, id: number): AccountRow | undefined => {
  const row = data.accounts.get(id);
  return row === undefined || row.terminatedAt !== null ? undefined : row;
};

const credentials = (row: AccountRow | undefined): Option.Option<Credentials> =>
  row === undefined ? Option.none() : Option.some({ id: row.id, email: row.email, passwordHash: row.passwordHash });

const emailOwner = (data: InMemoryData, email: string): AccountRow | undefined =>
  [...data.accounts.values()].find((row) => row.email.toLowerCase() === email.toLowerCase());

const taken = () => new EmailAlreadyRegistered({ message: "email already registered" });

export const accountRepositoryFake = (data: InMemoryData) =>
  Layer.succeed(
    AccountRepository,
    AccountRepository.of({
      findCredentialsByEmail: (email) =>
        Effect.sync(() => {
          const row = emailOwner(data, email);
          return credentials(row?.terminatedAt === null ? row : undefined);
        }),
      findCredentialsById: (id) => Effect.sync(() => credentials(live(data, id))),
      register: (account, welcome) =>
        Effect.suspend(() => {
          if (emailOwner(data, account.email) !== undefined) return Effect.fail(taken());
          const id = nextId(data);
          const welcomeMail = welcome(id);
          data.accounts.set(id, {
            id,
            email: account.email,
            passwordHash: account.passwordHash,
            username: null,
            profileImage: null,
            premiumUntil: null,
            receiveNewsletter: false,
            receiveFilmAlerts: true,
            preferredView: "table",
            filters: null,
            lastLoginAt: null,
            terminatedAt: null,
          });
          enqueueInMemory(data, welcomeMail);
          return Effect.succeed(id);
        }),
      recordLogin: (id, at, rehashed) =>
        Effect.sync(() => {
          const row = live(data, id);
          if (row === undefined) return;
          row.lastLoginAt = at;
          if (rehashed !== null) row.passwordHash = rehashed;
        }),
      changeCredentials: (id, change) =>
        Effect.suspend(() => {
          const owner = emailOwner(data, change.email);
          if (owner !== undefined && owner.id !== id) return Effect.fail(taken());
          const row = live(data, id);
          if (row !== undefined) {
            row.email = change.email;
            if (change.passwordHash !== null) row.passwordHash = change.passwordHash;
          }
          return Effect.void;
        }),
      loadProfile: (id) =>
        Effect.sync(() => {
          const row = live(data, id);
          if (row === undefined) return Option.none();
          const profile: AccountProfile = {
            id: row.id,
            email: row.email,
            username: row.username,
            profileImage: row.profileImage,
            premiumUntil: row.premiumUntil,
            receiveNewsletter: row.receiveNewsletter,
            receiveFilmAlerts: row.receiveFilmAlerts,
            preferredView: row.preferredView,
            filters: row.filters === null ? null : structuredClone(row.filters),
            admin: row.admin === true,
          };
          return Option.some(profile);
        }),
      setUsername: (id, username) =>
        Effect.sync(() => {
          const row = live(data, id);
          if (row !== undefined) row.username = username;
        }),
      setProfileImage: (id, image) =>
        Effect.sync(() => {
          const row = data.accounts.get(id);
          const previous = row?.profileImage ?? null;
          if (row !== undefined && row.terminatedAt === null) row.profileImage = image;
          return previous;
        }),
      setEmailPreference: (id, preference, subscribe) =>
        Effect.sync(() => {
          const row = live(data, id);
          if (row === undefined) return;
          if (preference === "weekly newsletter") row.receiveNewsletter = subscribe;
          else row.receiveFilmAlerts = subscribe;
        }),
      saveFilters: (id, filters) =>
        Effect.sync(() => {
          const row = live(data, id);
          if (row !== undefined) row.filters = structuredClone(filters);
        }),
      saveView: (id, view) =>
        Effect.sync(() => {
          const row = live(data, id);
          if (row !== undefined) row.preferredView = view;
        }),
      terminate: (id, at) =>
        Effect.sync(() => {
          const row = live(data, id);
          if (row === undefined) return { profileImage: null };
          const profileImage = row.profileImage;
          for (const [key, title] of data.userTitles) if (title.userId === id) data.userTitles.delete(key);
          for (const [key, list] of data.channelLists) if (list.userId === id) data.channelLists.delete(key);
          for (const [key, session] of data.sessions) if (session.userId === id) data.sessions.delete(key);
          for (const [key, reset] of data.resets) if (reset.userId === id) data.resets.delete(key);
          for (const [key, change] of data.emailChanges) if (change.userId === id) data.emailChanges.delete(key);
          for (const [key, owner] of data.feedbackOwners) if (owner === id) data.feedbackOwners.set(key, null);
          data.messages.splice(0, data.messages.length, ...data.messages.filter((message) => message.userId !== id));
          const email = row.email.toLowerCase();
          data.outbox.splice(0, data.outbox.length, ...data.outbox.filter((mail) => mail.mail.to.toLowerCase() !== email));
          Object.assign(row, {
            email: `deleted-${id}@deleted.invalid`,
            passwordHash: "!",
            username: null,
            profileImage: null,
            filters: null,
            receiveNewsletter: false,
            receiveFilmAlerts: false,
            lastLoginAt: null,
            terminatedAt: at,
          });
          return { profileImage };
        }),
      purgeTerminatedBefore: (cutoff) =>
        Effect.sync(() => {
          let purged = 0;
          for (const [id, row] of data.accounts) {
            if (row.terminatedAt !== null && row.terminatedAt < cutoff) {
              data.accounts.delete(id);
              purged++;
            }
          }
          return purged;
        }),
    }),
  );
