import { Context } from "effect";

export interface HttpSettingsShape {
  /** The configured public address: unsafe requests must come from its origin. */
  readonly publicUrl: string;
  /** Trust the last X-Forwarded-For hop as the client address (only behind a proxy that sets it). */
  readonly trustProxy: boolean;
  readonly profileImageDir: string;
}

export class HttpSettings extends Context.Service<HttpSettings, HttpSettingsShape>()("tellyfilms/http/HttpSettings") {}

export const secureCookies = (settings: HttpSettingsShape): boolean => settings.publicUrl.startsWith("https:");
