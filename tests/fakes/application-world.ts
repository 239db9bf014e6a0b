import { Effect, Layer } from "effect";
import { TestClock } from "effect/testing";
import { PublicSite } from "../../application/accounts/public-site.ts";
import { MailTemplatesHtml } from "../../adapters/email/mail-templates-html.ts";
import type { QueuedMail } from "../../application/mail/outgoing-mail.ts";
import type { CatalogueFixture } from "../application/contracts/catalogue-fixture.ts";
import { inMemoryPorts } from "./in-memory-ports.ts";
import { makeInMemoryData, type InMemoryData } from "./in-memory-data.ts";
import { linkSignerFake } from "./link-signer-fake.ts";
import { mailerFake } from "./mailer-fake.ts";
import { passwordHasherFake, type HasherCalls } from "./password-hasher-fake.ts";
import { profileImagesFake } from "./profile-images-fake.ts";
import { secureTokensFake } from "./secure-tokens-fake.ts";

export const SITE_URL = "https://films.example";

/** Every port of the application over in-memory fakes, with a test clock starting at `start`. */
export const makeWorld = (options: { readonly catalogue?: CatalogueFixture; readonly start?: number; readonly hasherVersion?: number } = {}) => {
  const data: InMemoryData = makeInMemoryData(options.catalogue);
  const hasher: HasherCalls = { hashes: 0, verifications: 0, dummyVerifications: 0 };
  const tokens: Array<string> = [];
  const images = new Map<string, Uint8Array>();
  const delivered: Array<QueuedMail> = [];
  const start = options.start ?? Date.UTC(2026, 10, 20, 12, 0, 0);
  const layer = Layer.mergeAll(
    inMemoryPorts(data),
    passwordHasherFake(hasher, options.hasherVersion),
    secureTokensFake(tokens),
    profileImagesFake(images),
    mailerFake(delivered),
    linkSignerFake,
    MailTemplatesHtml,
    Layer.succeed(PublicSite, { url: SITE_URL }),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>): Promise<A> =>
    Effect.runPromise(effect.pipe(Effect.provide(layer), Effect.provide(TestClock.layer())));
  return {
    data,
    hasher,
    tokens,
    images,
    delivered,
    start,
    /** Runs at `start + offsetMs` on the test clock. */
    at: <A, E>(offsetMs: number, effect: Effect.Effect<A, E, Layer.Success<typeof layer>>): Promise<A> =>
      run(Effect.andThen(TestClock.setTime(start + offsetMs), effect)),
    run: <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>): Promise<A> => run(Effect.andThen(TestClock.setTime(start), effect)),
    mailsTo: (address: string) => data.outbox.filter((row) => row.mail.to === address).map((row) => row.mail),
  };
};

export type World = ReturnType<typeof makeWorld>;
