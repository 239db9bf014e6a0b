import { describe, expect, it } from "vitest";
import { bbfcCertificate } from "../../../domain/imports/bbfc-certificate.ts";

describe("BBFC certificates in listings", () => {
  it.each([
    ["U", "U", 1],
    ["pg", "PG", 2],
    [" 12a ", "12A", 3],
    ["12", "12", 4],
    ["15", "15", 5],
    ["18", "18", 6],
    ["R18", "R18", 7],
  ])("reads %j as %s", (value, name, rank) => {
    expect(bbfcCertificate(value)).toEqual({ name, rank });
  });

  it("ignores values that are not BBFC certificates", () => {
    expect(bbfcCertificate("TV-MA")).toBeUndefined();
    expect(bbfcCertificate("")).toBeUndefined();
  });
});
