import { useEffect, useRef } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { defaultTitle, siteRoutes, type SiteRoute } from "../../adapters/http/contract/site-routes.ts";
import { RoutePage } from "../pages/route-page.tsx";

const defaultDescription = siteRoutes[0]?.description ?? "";

// SPEC §2: title and meta description reset to the general defaults on every route change after the first.
const useHeadReset = () => {
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
};

const pageFor = (route: SiteRoute) => (params: Record<string, string | undefined>) => <RoutePage route={route} params={params} />;

export const AppRoutes = () => {
  useHeadReset();
  return (
    <Switch>
      {siteRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          {pageFor(route)}
        </Route>
      ))}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
};
