import { AppsPayload } from "../../../adapters/http/contract/lookups-api.ts";
import type { OtherApp } from "../../../domain/other-app.ts";
import { getJson } from "../../app/api-client.ts";

export type App = OtherApp;

export const fetchApps = async (): Promise<ReadonlyArray<OtherApp> | null> => (await getJson("/api/apps/", AppsPayload))?.apps ?? null;
