import { css } from "@emotion/react";
import { ANONYMOUS_PAGE_TEXT, ANONYMOUS_PROFILE_TEXT } from "../../domain/user.ts";
import { theme } from "../app/theme.ts";

const box = css({ padding: "1.5rem", background: theme.colors.card, borderRadius: theme.radius, boxShadow: theme.shadow, maxWidth: "40rem" });

// Personal pages for visitors; the logged-in screens belong to the account features.
export const MemberPage = () => (
  <section css={box} aria-labelledby="page-heading">
    <h1 id="page-heading" css={{ marginTop: 0, fontSize: "1.4rem" }}>
      Members only
    </h1>
    <p css={{ margin: 0 }}>{ANONYMOUS_PAGE_TEXT}</p>
  </section>
);

export const ProfilePage = () => (
  <section css={box} aria-labelledby="page-heading">
    <h1 id="page-heading" css={{ marginTop: 0, fontSize: "1.4rem" }}>
      Profile
    </h1>
    <p css={{ margin: 0 }}>{ANONYMOUS_PROFILE_TEXT}</p>
  </section>
);
