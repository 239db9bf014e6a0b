import { Context, type Option } from "effect";

export interface LinkSignerShape {
  /** A URL-safe token that carries `payload` and a signature only this site can make. */
  readonly sign: (payload: string) => string;
  /** The payload of a token this site signed, or none for anything else. */
  readonly verify: (token: string) => Option.Option<string>;
}

export class LinkSigner extends Context.Service<LinkSigner, LinkSignerShape>()("tellyfilms/application/LinkSigner") {}
