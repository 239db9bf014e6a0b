import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../app/theme.ts";

const heading = css({ margin: "0 0 1rem", fontSize: "1.6rem", [theme.breakpoints.phone]: { fontSize: "1.3rem" } });

export const PageHeading = ({ children }: { readonly children: ReactNode }) => (
  <h1 id="page-heading" css={heading}>
    {children}
  </h1>
);

export const noticeStyle = css({ padding: "1.5rem", background: theme.colors.card, borderRadius: theme.radius, boxShadow: theme.shadow, fontSize: "1.05rem" });
