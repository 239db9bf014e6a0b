import { useEffect } from "react";
import { Global, css } from "@emotion/react";
import { BottomBar } from "../frame/bottom-bar.tsx";
import { Footer } from "../frame/footer.tsx";
import { Navbar } from "../frame/navbar.tsx";
import { serverTimeRefreshMs, serverTimeRequested } from "../features/server-time/server-time-slice.ts";
import { AppRoutes } from "./app-routes.tsx";
import { useAppDispatch, useAppSelector } from "./store.ts";
import { theme } from "./theme.ts";

const globalStyles = css({
  "*, *::before, *::after": { boxSizing: "border-box" },
  body: { margin: 0, fontFamily: theme.font, background: theme.colors.paper, color: theme.colors.ink },
  "a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible": {
    outline: `3px solid ${theme.colors.accent}`,
    outlineOffset: "2px",
  },
});

const main = css({ maxWidth: "1400px", margin: "0 auto", padding: "1rem", minHeight: "60vh" });

export const App = () => {
  const dispatch = useAppDispatch();
  const offsetMs = useAppSelector((state) => state.serverTime.offsetMs);

  useEffect(() => {
    void dispatch(serverTimeRequested());
    const timer = window.setInterval(() => void dispatch(serverTimeRequested()), serverTimeRefreshMs);
    return () => window.clearInterval(timer);
  }, [dispatch]);

  return (
    <>
      <Global styles={globalStyles} />
      <Navbar
        streaming={[]}
        now={new Date(Date.now() + offsetMs)}
        onSearch={() => undefined}
        onSignUp={() => undefined}
        onLogIn={() => undefined}
      />
      <main css={main}>
        <AppRoutes />
      </main>
      <Footer />
      <BottomBar />
    </>
  );
};
