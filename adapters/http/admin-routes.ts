import { Layer } from "effect";
import { AdminAuthorizationLive } from "./admin-authorization-live.ts";
import { AdminHandlers } from "./handlers/admin-handlers.ts";

/** The handlers of the admin API group with the middleware that lets only admins through. */
export const AdminApiHandlers = AdminHandlers.pipe(Layer.provide(AdminAuthorizationLive));
