import { Effect, Layer } from "effect";
import { TestClock } from "effect/testing";
import { PublicSite } from "../../application/accounts/public-site.ts";
import { MailTemplatesHtml } from "../../adapters/email/mail-templates-html.ts";
import type { CheckoutRequest } from "../../application/premium/payment-provider.ts";
import type { CatalogueFixture } from "../application/contracts/catalogue-fixture.ts";
import { SITE_URL } from "./application-world.ts";
import { alertScheduleOf, filmAlertsFake } from "./film-alerts-fake.ts";
import { inMemoryPorts } from "./in-memory-ports.ts";
import { makeInMemoryData } from "./in-memory-data.ts";
import { linkSignerFake } from "./link-signer-fake.ts";
import { paymentProviderFake } from "./payment-provider-fake.ts";
import { premiumLedgerFake, premiumStateOf } from "./premium-ledger-fake.ts";
import { profileImagesFake } from "./profile-images-fake.ts";
import { newsletterStateOf, weeklyNewslettersFake } from "./weekly-newsletters-fake.ts";

/** The alert, newsletter and premium ports over in-memory fakes, with a test clock set to `start` for each run. */
export const makeJobsWorld = (options: {
  readonly catalogue?: CatalogueFixture;
  readonly start: number;
  readonly payments?: "configured" | "unconfigured" | "down";
}) => {
  const data = makeInMemoryData(options.catalogue);
  const schedule = alertScheduleOf(data);
  const newsletters = newsletterStateOf();
  const premium = premiumStateOf();
  const checkouts: Array<CheckoutRequest> = [];
  const layer = Layer.mergeAll(
    inMemoryPorts(data),
    filmAlertsFake(data, schedule),
    weeklyNewslettersFake(data, newsletters),
    premiumLedgerFake(data, premium),
    paymentProviderFake(options.payments ?? "configured", checkouts),
    linkSignerFake,
    MailTemplatesHtml,
    profileImagesFake(new Map()),
    Layer.succeed(PublicSite, { url: SITE_URL }),
  );
  const at = <A, E>(instant: number, effect: Effect.Effect<A, E, Layer.Success<typeof layer>>): Promise<A> =>
    Effect.runPromise(Effect.andThen(TestClock.setTime(instant), effect).pipe(Effect.provide(layer), Effect.provide(TestClock.layer())));
  return {
    data,
    schedule,
    newsletters,
    checkouts,
    at,
    run: <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>): Promise<A> => at(options.start, effect),
    mailsTo: (address: string) => data.outbox.filter((row) => row.mail.to === address).map((row) => row.mail),
  };
};
