import { lazy, Suspense, useEffect, useMemo } from "react";
import { Global, css } from "@emotion/react";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { LONDON } from "../../domain/broadcast-day.ts";
import { bestOfYearLinks } from "../../domain/best-of-year.ts";
import { availableServices } from "../../domain/streaming-service.ts";
import { localYear } from "../../domain/zoned-time.ts";
import { useAdvert, useAdvertChoice } from "../features/ads/index.ts";
import { AdSlot, streamingPath } from "../features/shows/index.ts";
import { BannerList } from "../features/banners/index.ts";
import { basicDataRequested } from "../features/basic-data/index.ts";
import { selectServices } from "../features/listings/index.ts";
import { modalOpened, searchOpened } from "../features/modals/index.ts";
import { ScrollRestoration } from "../features/scroll/index.ts";
import { clockTickMs, clockTicked, serverTimeReceived, serverTimeRefreshMs } from "../features/server-time/index.ts";
import { userInitialDataRequested } from "../features/user/index.ts";
import { BottomBar } from "../frame/bottom-bar.tsx";
import { Footer } from "../frame/footer.tsx";
import { ModalHost } from "../frame/modal-host.tsx";
import { Navbar } from "../frame/navbar.tsx";
import { QuickLinksMarquee, type QuickLink } from "../frame/quick-links-marquee.tsx";
import { ToastHost } from "../frame/toast-host.tsx";
import { AppRoutes } from "./app-routes.tsx";
import { useAppDispatch, useAppSelector } from "./store.ts";
import { theme } from "./theme.ts";

const MemberMenu = lazy(() => import("../features/account/member-menu.tsx").then((module) => ({ default: module.MemberMenu })));

const globalStyles = css({
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: { WebkitTextSizeAdjust: "100%" },
  body: { margin: 0, fontFamily: theme.font, background: theme.colors.paper, color: theme.colors.ink, lineHeight: 1.45 },
  "a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible": {
    outline: `3px solid ${theme.colors.focus}`,
    outlineOffset: "2px",
  },
  img: { maxWidth: "100%" },
});

const main = css({
  maxWidth: "1400px",
  margin: "0 auto",
  padding: "1rem",
  minHeight: "60vh",
  [theme.breakpoints.phone]: { padding: "0.75rem 0.6rem 4.5rem" },
});

const skipLink = css({
  position: "absolute",
  left: "-9999px",
  top: 0,
  zIndex: 100,
  padding: "0.5rem 1rem",
  background: theme.colors.accent,
  color: theme.colors.ink,
  "&:focus": { left: "0.5rem", top: "0.5rem" },
});

export const App = () => {
  const dispatch = useAppDispatch();
  const now = useAppSelector((state) => state.serverTime.now);
  const services = useAppSelector(selectServices);
  const banners = useAppSelector((state) => state.basicData.data?.banners ?? null);
  const userLoaded = useAppSelector((state) => state.user.loaded);
  const loggedIn = useAppSelector((state) => state.user.user.logged_in);
  const currentYear = localYear(now, LONDON);
  useAdvertChoice();
  const advert = useAdvert();

  useEffect(() => {
    void dispatch(basicDataRequested());
    void dispatch(userInitialDataRequested());
    // The first reading comes with the basic initial data; the refresher is loaded only when first needed.
    const refresh = window.setInterval(
      () => void import("../features/server-time/refresh-server-time.ts").then((module) => dispatch(module.refreshServerTime())),
      serverTimeRefreshMs,
    );
    const tick = window.setInterval(() => dispatch(clockTicked(Date.now())), clockTickMs);
    return () => {
      window.clearInterval(refresh);
      window.clearInterval(tick);
    };
  }, [dispatch]);

  const basicServerTime = useAppSelector((state) => state.basicData.data?.serverTime ?? null);
  useEffect(() => {
    if (basicServerTime !== null) dispatch(serverTimeReceived({ serverTime: basicServerTime, receivedAt: Date.now() }));
  }, [dispatch, basicServerTime]);

  const available = useMemo(() => availableServices(services), [services]);
  const quickLinks = useMemo((): ReadonlyArray<QuickLink> => {
    const [lastYear, yearBefore] = bestOfYearLinks(currentYear);
    return [
      { label: "Tonight's films", href: pathFor("Tonight Page") },
      { label: "Film premieres", href: pathFor("Premiere Page") },
      { label: "Family films", href: pathFor("Family Page") },
      { label: "Xmas films", href: pathFor("Xmas Page") },
      { label: "Week's highlights", href: pathFor("Highlights Page") },
      { label: `Best of ${lastYear}`, href: pathFor("Best of Year Page", { year: lastYear }) },
      { label: `Best of ${yearBefore}`, href: pathFor("Best of Year Page", { year: yearBefore }) },
      ...available.map((service) => ({ label: `${service.name_display} Films`, href: streamingPath(service) })),
    ];
  }, [available, currentYear]);

  return (
    <>
      <Global styles={globalStyles} />
      <a href="#main" css={skipLink}>
        Skip to content
      </a>
      <Navbar
        streaming={available.map((service) => ({ slug: service.slug, nameDisplay: service.name_display, path: streamingPath(service) }))}
        currentYear={currentYear}
        onSearch={() => dispatch(searchOpened(undefined))}
        onSignUp={() => dispatch(modalOpened("signup"))}
        onLogIn={() => dispatch(modalOpened("login"))}
        memberMenu={
          !userLoaded ? undefined : loggedIn ? (
            <Suspense fallback={null}>
              <MemberMenu />
            </Suspense>
          ) : null
        }
      />
      {available.length > 0 && <QuickLinksMarquee links={quickLinks} />}
      <main css={main} id="main" tabIndex={-1}>
        {banners !== null && <BannerList banners={banners} />}
        <AdSlot advert={advert} placement="top" />
        <AppRoutes />
        <AdSlot advert={advert} placement="bottom" />
      </main>
      <Footer />
      <BottomBar />
      <ToastHost />
      <ModalHost />
      <ScrollRestoration />
    </>
  );
};
