import { calendarFeedsFake } from "./calendar-feeds-fake.ts";
import { Layer } from "effect";
import { accountRepositoryFake } from "./account-repository-fake.ts";
import { channelListsFake } from "./channel-lists-fake.ts";
import type { InMemoryData } from "./in-memory-data.ts";
import { emailChangesFake } from "./email-changes-fake.ts";
import { knownDevicesFake, loginAttemptsFake } from "./login-attempts-fake.ts";
import { mailOutboxFake } from "./mail-outbox-fake.ts";
import { passwordResetsFake } from "./password-resets-fake.ts";
import { recommendationSourceFake } from "./recommendation-source-fake.ts";
import { requestQuotaFake } from "./request-quota-fake.ts";
import { sessionStoreFake } from "./session-store-fake.ts";
import { userMessagesFake } from "./user-messages-fake.ts";
import { userTitlesFake } from "./user-titles-fake.ts";
import { watchHistoryStoreFake } from "./watch-history-store-fake.ts";

/** Every storage port over one in-memory state: the counterpart of PersonalDataPostgres. */
export const inMemoryPorts = (data: InMemoryData) =>
  Layer.mergeAll(
    accountRepositoryFake(data),
    sessionStoreFake(data),
    passwordResetsFake(data),
    emailChangesFake(data),
    loginAttemptsFake(data),
    knownDevicesFake(data),
    requestQuotaFake(data),
    mailOutboxFake(data),
    userTitlesFake(data),
    userMessagesFake(data),
    channelListsFake(data),
    recommendationSourceFake(data),
    calendarFeedsFake(data),
    watchHistoryStoreFake(data),
  );
