import type { SiteRoute } from "../../adapters/http/contract/site-routes.ts";

export interface RoutePageProps {
  readonly route: SiteRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

const headingFor = (route: SiteRoute): string => route.title.replace(/ \| TellyFilms$/, "");

export const RoutePage = ({ route }: RoutePageProps) => (
  <section aria-labelledby="page-heading">
    <h1 id="page-heading">{headingFor(route)}</h1>
  </section>
);
