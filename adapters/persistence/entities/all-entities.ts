import { AdminAuditSchema } from "./admin-audit.ts";
import { AdvertSchema } from "./advert.ts";
import { AlertShowingSchema } from "./alert-showing.ts";
import { AppSchema } from "./app.ts";
import { CalendarFeedSchema } from "./calendar-feed.ts";
import { CertificateSchema } from "./certificate.ts";
import { ChannelListChannelSchema } from "./channel-list-channel.ts";
import { ChannelListSchema } from "./channel-list.ts";
import { ChannelSystemSchema } from "./channel-system.ts";
import { ChannelSchema } from "./channel.ts";
import { ClientErrorSchema } from "./client-error.ts";
import { CreditSchema } from "./credit.ts";
import { DataVersionSchema } from "./data-version.ts";
import { FeedbackSchema } from "./feedback.ts";
import { FilmAlertQueueSchema } from "./film-alert-queue.ts";
import { FilmReportSchema } from "./film-report.ts";
import { JobRunSchema } from "./job-run.ts";
import { GenreSchema } from "./genre.ts";
import { LanguageSchema } from "./language.ts";
import { MailOutboxSchema } from "./mail-outbox.ts";
import { MessageSchema } from "./message.ts";
import { NewsletterDeliverySchema } from "./newsletter-delivery.ts";
import { KnownDeviceSchema } from "./known-device.ts";
import { PasswordResetTokenSchema } from "./password-reset-token.ts";
import { EmailChangeSchema } from "./email-change.ts";
import { PaymentEventSchema } from "./payment-event.ts";
import { PersonSchema } from "./person.ts";
import { PremiumPeriodSchema } from "./premium-period.ts";
import { RateLimitSchema } from "./rate-limit.ts";
import { ReviewSchema } from "./review.ts";
import { SessionSchema } from "./session.ts";
import { ShowChannelSchema } from "./show-channel.ts";
import { ShowSchema } from "./show.ts";
import { SigningKeySchema } from "./signing-key.ts";
import { SiteBannerSchema } from "./site-banner.ts";
import { StreamingServiceSchema } from "./streaming-service.ts";
import { SystemSchema } from "./system.ts";
import { TestimonialSchema } from "./testimonial.ts";
import { TitleAkaSchema } from "./title-aka.ts";
import { TitleCatalogueSchema } from "./title-catalogue.ts";
import { TitleFormerKeySchema } from "./title-former-key.ts";
import { TitleGenreSchema } from "./title-genre.ts";
import { TitleLanguageSchema } from "./title-language.ts";
import { TitleSimilarSchema } from "./title-similar.ts";
import { TitleViewSchema } from "./title-view.ts";
import { TitleSchema } from "./title.ts";
import { UserTitleSchema } from "./user-title.ts";
import { UserSchema } from "./user.ts";
import { XmltvChannelMapSchema } from "./xmltv-channel-map.ts";

export const allEntities = [
  AdminAuditSchema,
  AdvertSchema,
  AlertShowingSchema,
  AppSchema,
  CalendarFeedSchema,
  CertificateSchema,
  ChannelSchema,
  ChannelListSchema,
  ChannelListChannelSchema,
  ChannelSystemSchema,
  ClientErrorSchema,
  CreditSchema,
  DataVersionSchema,
  FeedbackSchema,
  FilmAlertQueueSchema,
  FilmReportSchema,
  GenreSchema,
  JobRunSchema,
  LanguageSchema,
  MailOutboxSchema,
  MessageSchema,
  NewsletterDeliverySchema,
  KnownDeviceSchema,
  PasswordResetTokenSchema,
  EmailChangeSchema,
  PaymentEventSchema,
  PersonSchema,
  PremiumPeriodSchema,
  RateLimitSchema,
  ReviewSchema,
  SessionSchema,
  ShowSchema,
  ShowChannelSchema,
  SigningKeySchema,
  SiteBannerSchema,
  StreamingServiceSchema,
  SystemSchema,
  TitleSchema,
  TestimonialSchema,
  TitleAkaSchema,
  TitleCatalogueSchema,
  TitleFormerKeySchema,
  TitleGenreSchema,
  TitleLanguageSchema,
  TitleSimilarSchema,
  TitleViewSchema,
  UserSchema,
  UserTitleSchema,
  XmltvChannelMapSchema,
];
