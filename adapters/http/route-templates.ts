import { Context, Effect, Layer } from "effect";
import { HttpRouter } from "effect/http";

/** Where the route that answers a request notes its template (`/api/films/:slug/`), for metrics and logs. */
export const MatchedRoute = Context.Reference<{ path: string | undefined }>("tellyfilms/http/MatchedRoute", { defaultValue: () => ({ path: undefined }) });

type Router = HttpRouter.HttpRouter;
type AnyRoute = HttpRouter.Route<unknown, unknown>;

const noting = (route: AnyRoute, prefix: string): AnyRoute => {
  const template = `${prefix}${route.path}`;
  const note = Effect.withFiber((fiber) => ((fiber.getRef(MatchedRoute).path = template), Effect.void));
  return { ...route, handler: Effect.andThen(note, route.handler) };
};

const decorate = (router: Router, prefix: string): Router => {
  const addAll = ((routes: ReadonlyArray<AnyRoute>) => router.addAll(routes.map((route) => noting(route, prefix)))) as Router["addAll"];
  return {
    ...router,
    addAll,
    add: ((...[method, path, handler, options]: Parameters<Router["add"]>) =>
      addAll([HttpRouter.route<unknown, unknown>(method, path, handler, options)])) as Router["add"],
    prefixed: (more: string) => decorate(router.prefixed(more), `${prefix}${more}`),
  };
};

/** The router, with every route added through it noting its template in `MatchedRoute` when it answers. */
export const RouteTemplates = Layer.effect(
  HttpRouter.HttpRouter,
  Effect.map(Effect.service(HttpRouter.HttpRouter), (router) => decorate(router, "")),
);
