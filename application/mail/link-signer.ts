import { Context, type Option } from "effect";

export interface LinkSignerShape {
  /** A URL-safe token that carries `payload` and a signature only this site can make. */
  readonly sign: (payload: string) => string;
  /** The payload of a token this site signed, or none for anything else. */
  readonly verify: (token: string) => Option.Option<string>;
  /** A 256-bit URL-safe token that only this site can make from `seed`, the same every time. */
  readonly derive: (seed: string) => string;
}

export class LinkSigner extends Context.Service<LinkSigner, LinkSignerShape>()("tellyfilms/application/LinkSigner") {}
