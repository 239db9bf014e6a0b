import { Context } from "effect";

/** The configured public address of the site: links in mails are built from it, never from a request. */
export class PublicSite extends Context.Service<PublicSite, { readonly url: string }>()("tellyfilms/application/PublicSite") {}
