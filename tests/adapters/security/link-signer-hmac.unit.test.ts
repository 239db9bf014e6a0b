import { Option } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkSignerWithSecret } from "../../../adapters/security/link-signer-hmac.ts";

const signer = linkSignerWithSecret("a-test-secret-that-is-long-enough-0123456789");
const other = linkSignerWithSecret("another-secret-that-is-long-enough-9876543210");

describe("signed links", () => {
  it("reads back every payload it signed, and no token another secret signed", () => {
    fc.assert(
      fc.property(fc.string(), (payload) => {
        expect(Option.getOrNull(signer.verify(signer.sign(payload)))).toBe(payload);
        expect(Option.isNone(signer.verify(other.sign(payload)))).toBe(true);
      }),
    );
  });

  it("refuses a token with any character changed, added or removed", () => {
    const token = signer.sign("unsubscribe:newsletter:42");
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(..."ABCxyz019-_."), (index, replacement) => {
        const changed = token.slice(0, index) + replacement + token.slice(index + 1);
        if (changed !== token) expect(Option.isNone(signer.verify(changed))).toBe(true);
      }),
    );
    expect(Option.isNone(signer.verify(`${token}x`))).toBe(true);
    expect(Option.isNone(signer.verify(token.slice(0, -1)))).toBe(true);
    expect(Option.isNone(signer.verify(""))).toBe(true);
  });

  it("will not sign with a short secret", () => {
    expect(() => linkSignerWithSecret("short")).toThrow(/at least 32/);
  });
});
