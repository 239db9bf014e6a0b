import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { ANONYMOUS_PAGE_TEXT, ANONYMOUS_PROFILE_TEXT } from "../../domain/user.ts";
import { useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { Spinner } from "../controls/spinner.tsx";

const box = css({ padding: "1.5rem", background: theme.colors.card, borderRadius: theme.radius, boxShadow: theme.shadow, maxWidth: "40rem" });

const AnonymousNotice = ({ heading, text }: { readonly heading: string; readonly text: string }) => (
  <section css={box} aria-labelledby="page-heading">
    <h1 id="page-heading" css={{ marginTop: 0, fontSize: "1.4rem" }}>
      {heading}
    </h1>
    <p css={{ margin: 0 }}>{text}</p>
  </section>
);

// SPEC §2: personal pages show their content to logged-in users and a notice to visitors.
export const MembersOnly = ({ children, profile = false }: { readonly children: ReactNode; readonly profile?: boolean }) => {
  const loaded = useAppSelector((state) => state.user.loaded);
  const loggedIn = useAppSelector((state) => state.user.user.logged_in);
  if (!loaded) return <Spinner label={profile ? "Loading your profile…" : "Loading…"} />;
  if (!loggedIn)
    return profile ? (
      <AnonymousNotice heading="Profile" text={ANONYMOUS_PROFILE_TEXT} />
    ) : (
      <AnonymousNotice heading="Members only" text={ANONYMOUS_PAGE_TEXT} />
    );
  return <>{children}</>;
};

export const MemberPage = () => <AnonymousNotice heading="Members only" text={ANONYMOUS_PAGE_TEXT} />;
