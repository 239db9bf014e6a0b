import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Effect, Option } from "effect";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ProfileImages } from "../../../application/accounts/profile-images.ts";
import { ProfileImagesSharp, readStoredImage } from "../../../adapters/images/profile-images-sharp.ts";

const directory = await mkdtemp(path.join(tmpdir(), "tf-images-"));
afterAll(() => rm(directory, { recursive: true, force: true }));

const run = <A, E>(effect: Effect.Effect<A, E, ProfileImages>) => Effect.runPromise(Effect.provide(effect, ProfileImagesSharp(directory)));
const store = (bytes: Uint8Array) => run(Effect.flatMap(Effect.service(ProfileImages), (images) => images.store(bytes)));
const refusal = (bytes: Uint8Array) => run(Effect.flip(Effect.flatMap(Effect.service(ProfileImages), (images) => images.store(bytes))));

const blank = (width: number, height: number) => ({ create: { width, height, channels: 3 as const, background: { r: 200, g: 30, b: 60 } } });
const image = (width: number, height: number, format: "png" | "jpeg") =>
  (format === "png" ? sharp(blank(width, height)).png() : sharp(blank(width, height)).jpeg()).toBuffer();

describe("profile images re-encoded with sharp", () => {
  it("stores an image as WebP under a random name, without the metadata it arrived with", async () => {
    const withExif = await sharp(await image(800, 600, "jpeg"))
      .withMetadata({ exif: { IFD0: { Copyright: "secret location" } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const name = await store(withExif);
    expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
    const stored = Option.getOrThrow(await Effect.runPromise(readStoredImage(directory, name)));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(512);
    expect(await store(withExif)).not.toBe(name);
  });

  it("judges the type by content: text, SVG and scripts are refused whatever they are called", async () => {
    for (const bytes of [
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
      new TextEncoder().encode("GIF89a<script>alert(1)</script>"),
      new TextEncoder().encode("#!/bin/sh\nrm -rf /\n"),
      new Uint8Array(0),
    ]) {
      expect(await refusal(bytes)).toMatchObject({ _tag: "InvalidImage", reason: "unsupported" });
    }
  });

  it("refuses images wider or taller than 4000 pixels", async () => {
    expect((await refusal(await image(4001, 10, "png")))._tag).toBe("InvalidImage");
    expect(await store(await image(4000, 10, "png"))).toMatch(/\.webp$/);
  });

  it("removes a stored image and never touches a name it could not have made", async () => {
    const name = await store(await image(20, 20, "png"));
    await run(Effect.flatMap(Effect.service(ProfileImages), (images) => images.remove("../../etc/passwd")));
    await run(Effect.flatMap(Effect.service(ProfileImages), (images) => images.remove(name)));
    expect(await readdir(directory)).not.toContain(name);
    expect(Option.isNone(await Effect.runPromise(readStoredImage(directory, "../outside.webp")))).toBe(true);
  });
});
