import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { DATA_RETENTION_YEARS, MINIMUM_AGE, PREMIUM_MONTHS, PREMIUM_PRICE_POUNDS } from "../../domain/user.ts";
import { theme } from "../app/theme.ts";
import { CONTACT_EMAIL } from "../frame/company.ts";
import { TESTIMONIALS } from "./testimonials.ts";

const article = css({
  maxWidth: "48rem",
  background: theme.colors.card,
  padding: "1.5rem",
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  h1: { marginTop: 0 },
  h2: { fontSize: "1.15rem", marginTop: "1.5rem" },
  a: { color: theme.colors.link },
  [theme.breakpoints.phone]: { padding: "1rem" },
});

const StaticPage = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <article css={article} aria-labelledby="page-heading">
    <h1 id="page-heading">{title}</h1>
    {children}
  </article>
);

export const TermsPage = () => (
  <StaticPage title="Terms of Service">
    <p>These terms apply to everyone who uses TellyFilms, with or without an account.</p>
    <h2>Accounts</h2>
    <p>
      You must be at least {MINIMUM_AGE} years old to register an account or to subscribe to the premium membership. You are responsible for keeping your
      password safe.
    </p>
    <h2>Premium membership</h2>
    <p>
      Premium membership costs {PREMIUM_PRICE_POUNDS} pounds per year ({PREMIUM_MONTHS} months) and is paid through our payment provider&apos;s subscription
      button. Premium members see no adverts. Activation may take up to 24 hours.
    </p>
    <h2>Adverts</h2>
    <p>The free version of TellyFilms is paid for by adverts. Ad blockers are not allowed on the free version.</p>
    <h2>Closing your account</h2>
    <p>
      You can delete your account at any time from your profile page. Deleting an account is irreversible: your watched films, alerts and lists cannot be
      recovered.
    </p>
    <h2>Contact</h2>
    <p>
      Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
    </p>
  </StaticPage>
);

export const PrivacyPage = () => (
  <StaticPage title="Privacy Policy">
    <p>TellyFilms keeps as little personal data as it can.</p>
    <h2>Visitors</h2>
    <p>Without an account, your filter preferences stay in your own browser&apos;s local storage. We do not send them to our servers.</p>
    <h2>Registered users</h2>
    <p>
      With an account we store your email address, your username, your profile image if you upload one, your watched, not interested and alert lists, your
      ratings, your channel lists and your email preferences. We use your email address only for the emails you choose: film alerts and the weekly
      recommendations newsletter.
    </p>
    <h2>Keeping and deleting data</h2>
    <p>
      Deleting your account is irreversible. We keep account data for up to {DATA_RETENTION_YEARS} years after an account is terminated, and then delete it.
    </p>
    <h2>Contact</h2>
    <p>
      Privacy questions: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
    </p>
  </StaticPage>
);

export const TestimonialsPage = () => (
  <StaticPage title="Testimonials">
    <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "1rem" }}>
      {TESTIMONIALS.map((testimonial) => (
        <li key={testimonial.name}>
          <figure css={{ margin: 0, padding: "1rem", background: theme.colors.paper, borderRadius: theme.radius }}>
            <blockquote css={{ margin: 0, fontSize: "1.05rem" }}>“{testimonial.text}”</blockquote>
            <figcaption css={{ marginTop: "0.5rem", color: theme.colors.muted }}>
              {testimonial.name}, {testimonial.town}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  </StaticPage>
);
