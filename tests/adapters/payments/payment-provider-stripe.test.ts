import { createServer, type IncomingMessage, type Server } from "node:http";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentProvider } from "../../../application/premium/payment-provider.ts";
import { PaymentProviderStripe, type StripeSettings } from "../../../adapters/payments/payment-provider-stripe.ts";
import { invoicePaid, signatureFor, subscriptionEvent, WEBHOOK_SECRET } from "./stripe-events.ts";

interface Captured {
  readonly method: string;
  readonly path: string;
  readonly authorization: string;
  readonly form: URLSearchParams;
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => resolve(text));
  });

const checkout = {
  userId: 7,
  email: "ann@example.com",
  successUrl: "https://films.example/profile/?premium=approved",
  cancelUrl: "https://films.example/profile/",
};

describe("the Stripe payment provider", () => {
  let server: Server;
  let port = 0;
  const captured: Array<Captured> = [];
  let answer: { readonly status: number; readonly body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void bodyOf(request).then((text) => {
        captured.push({
          method: request.method ?? "",
          path: request.url ?? "",
          authorization: request.headers.authorization ?? "",
          form: new URLSearchParams(text),
        });
        response.writeHead(answer.status, { "content-type": "application/json", "request-id": "req_test" });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    port = typeof address === "object" && address !== null ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (settings: Partial<StripeSettings> = {}) =>
    PaymentProviderStripe({
      secretKey: "sk_test_local",
      webhookSecret: WEBHOOK_SECRET,
      api: { host: "127.0.0.1", port, protocol: "http" },
      ...settings,
    });
  const run = <A, E>(effect: Effect.Effect<A, E, PaymentProvider>, settings: Partial<StripeSettings> = {}) =>
    Effect.runPromise(Effect.provide(effect, provider(settings)));

  it("starts a subscription checkout for the configured price, carrying the user id as reference and in the subscription's metadata", async () => {
    answer = { status: 200, body: { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_1" } };
    const started = await run(
      Effect.flatMap(Effect.service(PaymentProvider), (payments) => payments.startCheckout(checkout)),
      { priceId: "price_yearly" },
    );
    expect(started).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    const request = captured.at(-1);
    expect([request?.method, request?.path, request?.authorization]).toEqual(["POST", "/v1/checkout/sessions", "Bearer sk_test_local"]);
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_yearly",
      "line_items[0][quantity]": "1",
      client_reference_id: "7",
      customer_email: "ann@example.com",
      "subscription_data[metadata][user_id]": "7",
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    });
  });

  it("describes a 10-pound yearly price inline when no price is configured", async () => {
    answer = { status: 200, body: { id: "cs_test_2", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_2" } };
    await run(Effect.flatMap(Effect.service(PaymentProvider), (payments) => payments.startCheckout(checkout)));
    expect(Object.fromEntries(captured.at(-1)?.form ?? [])).toMatchObject({
      "line_items[0][price_data][currency]": "gbp",
      "line_items[0][price_data][unit_amount]": "1000",
      "line_items[0][price_data][recurring][interval]": "year",
    });
  });

  it("reports a refused checkout as not started, with Stripe's reason", async () => {
    answer = { status: 400, body: { error: { type: "invalid_request_error", message: "No such price: 'price_gone'" } } };
    const refused = await run(Effect.flip(Effect.flatMap(Effect.service(PaymentProvider), (payments) => payments.startCheckout(checkout))), {
      priceId: "price_gone",
    });
    expect(refused).toMatchObject({ _tag: "CheckoutNotStarted", message: "No such price: 'price_gone'" });
  });

  const readEvent = (payload: string, signature: string | undefined) =>
    run(Effect.flatMap(Effect.service(PaymentProvider), (payments) => Effect.result(payments.readEvent(new TextEncoder().encode(payload), signature))));

  it("reads a correctly signed paid invoice as a paid period of the user named in the subscription's metadata", async () => {
    const start = Date.UTC(2026, 10, 20, 12, 0, 0);
    const payload = invoicePaid({ eventId: "evt_1", invoiceId: "in_1", userId: 7, periodStart: start });
    const read = await readEvent(payload, signatureFor(payload));
    expect(read._tag === "Success" && read.success).toMatchObject({
      provider: "stripe",
      eventId: "evt_1",
      type: "invoice.paid",
      userId: 7,
      paidPeriod: { reference: "in_1", start },
    });
    const cancelled = subscriptionEvent({ eventId: "evt_2", type: "customer.subscription.deleted", userId: 7 });
    const readCancel = await readEvent(cancelled, signatureFor(cancelled));
    expect(readCancel._tag === "Success" && readCancel.success).toMatchObject({ type: "customer.subscription.deleted", userId: 7, paidPeriod: null });
  });

  it("refuses a wrong secret, a changed body, a missing signature and a signature older than five minutes", async () => {
    const payload = invoicePaid({ eventId: "evt_3", invoiceId: "in_3", userId: 7, periodStart: Date.now() });
    const refusals = [
      await readEvent(payload, signatureFor(payload, { secret: "whsec_someone_else" })),
      await readEvent(payload.replace('"user_id":"7"', '"user_id":"8"'), signatureFor(payload)),
      await readEvent(payload, undefined),
      await readEvent(payload, signatureFor(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
    ];
    expect(refusals.map((outcome) => (outcome._tag === "Failure" ? outcome.failure._tag : "accepted"))).toEqual([
      "PaymentEventRejected",
      "PaymentEventRejected",
      "PaymentEventRejected",
      "PaymentEventRejected",
    ]);
  });
});
