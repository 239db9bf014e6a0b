import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { defaultTitle, siteRoutes, slashedSitePath } from "../../adapters/http/contract/site-routes.ts";
import { Spinner } from "../controls/spinner.tsx";
import { preloadable, type Preloadable } from "./preloadable.ts";

const defaultDescription = siteRoutes[0]?.description ?? "";

type Params = Readonly<Record<string, string | undefined>>;
type Page = ComponentType<{ readonly params: Params }>;

type LazyPage = Preloadable<{ readonly params: Params }>;

/** `preloadable` with the props of a page: the route table checks that each export it names is a page. */
const page = <K extends string>(load: () => Promise<Record<K, Page>>, name: K): LazyPage => preloadable(load, name);

const MainPage = page(() => import("../pages/main-page.tsx"), "MainPage");
const StaticPages = () => import("../pages/static-pages.tsx");
const SelectionPages = () => import("../pages/selection-pages.tsx");
const TitlePages = () => import("../pages/title-pages.tsx");
const PersonPages = () => import("../pages/person-pages.tsx");
const MemberPages = () => import("../pages/member-pages.tsx");
const FlagListPages = () => import("../pages/flag-list-pages.tsx");

const pages: Readonly<Record<string, LazyPage>> = {
  "Main Page": MainPage,
  "Privacy Page": page(StaticPages, "PrivacyPage"),
  "Terms of Service Page": page(StaticPages, "TermsPage"),
  "Testimonials Page": page(StaticPages, "TestimonialsPage"),
  "Channels Page": page(() => import("../pages/channels-page.tsx"), "ChannelsPage"),
  "Channel Page": page(() => import("../pages/channel-page.tsx"), "ChannelPage"),
  "Film Page": page(TitlePages, "FilmPage"),
  "Series Page": page(TitlePages, "SeriesPage"),
  "Star Page": page(PersonPages, "StarPage"),
  "Director Page": page(PersonPages, "DirectorPage"),
  "Premiere Page": page(SelectionPages, "PremierePage"),
  "Tonight Page": page(SelectionPages, "TonightPage"),
  "Family Page": page(SelectionPages, "FamilyPage"),
  "Xmas Page": page(SelectionPages, "XmasPage"),
  "Genre Page": page(() => import("../pages/genre-page.tsx"), "GenrePage"),
  "Streaming Page": page(() => import("../pages/streaming-page.tsx"), "StreamingPage"),
  "Highlights Page": page(() => import("../pages/highlights-page.tsx"), "HighlightsPage"),
  "Best of Year Page": page(() => import("../pages/best-of-year-page.tsx"), "BestOfYearPage"),
  "Reset Password Page": page(() => import("../pages/reset-password-page.tsx"), "ResetPasswordPage"),
  "Explorer Page": page(() => import("../pages/explorer-page.tsx"), "ExplorerPage"),
  "Watched Page": page(FlagListPages, "WatchedPage"),
  "Alerts Page": page(FlagListPages, "AlertsPage"),
  "Not Interested Page": page(FlagListPages, "NotInterestedPage"),
  "Recommendations Page": page(() => import("../pages/recommendations-page.tsx"), "RecommendationsPage"),
  "My Channels Page": page(() => import("../pages/my-channels-page.tsx"), "MyChannelsPage"),
  "Messages Page": page(() => import("../pages/messages-page.tsx"), "MessagesPage"),
  "Profile Page": page(() => import("../pages/profile-page.tsx"), "ProfilePage"),
  "Dashboard Page": page(() => import("../features/admin/dashboard-page.tsx"), "DashboardPage"),
};

const MemberPage = page(MemberPages, "MemberPage");

/** Loads the code of the page of a route (by its name), so that the page's first render draws it at once. */
export const preloadPage = (routeName: string): Promise<void> => (pages[routeName] ?? MemberPage).preload();

// SPEC §2: title and meta description reset to the general defaults on every route change after the first.
const HeadReset = () => {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = defaultTitle;
    document.querySelector('meta[name="description"]')?.setAttribute("content", defaultDescription);
  }, [location]);
  return null;
};

// wouter matches "/terms" to "/terms/": a page's path without its trailing slash goes to the slashed path, as the server does.
const SlashedPath = ({ children }: { readonly children: ReactNode }) => {
  const [location] = useLocation();
  const slashed = slashedSitePath(location);
  return slashed === undefined ? children : <Redirect to={slashed + window.location.search} replace />;
};

export const AppRoutes = () => (
  <>
    <HeadReset />
    <Suspense fallback={<Spinner />}>
      <Switch>
        {siteRoutes.map((route) => {
          const Component = (pages[route.name] ?? MemberPage).component;
          return (
            <Route key={route.path} path={route.path}>
              {(params: Params) => (
                <SlashedPath>
                  <Component params={params} />
                </SlashedPath>
              )}
            </Route>
          );
        })}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  </>
);
