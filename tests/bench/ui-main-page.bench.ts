import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { build, DIST, firstRowScript, fixed, launchChromium, max, median, ROOT, startServer, verdict } from "./ui-bench-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.BENCH_DATA_DIR ?? join(ROOT, "test-results/bench-data");
const LOADS = 7;
const WARM_UP_LOADS = 2;
const SCROLL_STEP_PX = 200;
const TARGETS = { initialJsKb: 170, firstRowMs: 1500, filterMs: 100 };

const gzipKb = (file: string): number => gzipSync(readFileSync(file)).length / 1024;

// The entry script and everything it imports statically (the modulepreload links).
const initialJs = (): { readonly files: ReadonlyArray<string>; readonly kb: number } => {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  return { files, kb: files.reduce((sum, file) => sum + gzipKb(join(DIST, file)), 0) };
};

const measureColdLoad = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(firstRowScript);
  const scripts: Array<string> = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.push(url.pathname.slice(1));
  });
  await page.goto(BASE + "/", { waitUntil: "commit" });
  await page.waitForFunction(() => (window as unknown as { __firstRow: number | null }).__firstRow !== null, undefined, { timeout: 20_000 });
  const firstRow = await page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
  const loadedKb = [...new Set(scripts)].reduce((sum, file) => sum + gzipKb(join(DIST, file)), 0);
  await context.close();
  return { firstRow, loadedKb };
};

const measureFilterChanges = async (page: Page) => {
  await page.getByRole("button", { name: /Sort \/ Filter/ }).click();
  const changes: ReadonlyArray<{ readonly label: string; readonly value: string }> = [
    { label: "Certificate", value: "15" },
    { label: "Certificate", value: "All" },
    { label: "Genre", value: "Comedy" },
    { label: "Genre", value: "All" },
    { label: "Sort by", value: "title" },
    { label: "Sort by", value: "average rating" },
    { label: "Sort by", value: "show time" },
    { label: "Day", value: "Tomorrow" },
    { label: "Day", value: "All week" },
  ];
  const results: Array<{ readonly change: string; readonly domMs: number; readonly frameMs: number }> = [];
  for (const change of changes) {
    const select = page.getByLabel(change.label, { exact: true });
    const value = await select
      .locator("option", { hasText: new RegExp(`^${change.value}$`) })
      .first()
      .getAttribute("value");
    const timing = await select.evaluate(
      (element, chosen) =>
        new Promise<{ domMs: number; frameMs: number }>((resolve) => {
          const list = document.querySelector('[aria-label="Films"]') ?? document.querySelector("main")!;
          const started = performance.now();
          let domMs = -1;
          const observer = new MutationObserver(() => {
            if (domMs < 0) domMs = performance.now() - started;
          });
          observer.observe(list.parentElement ?? list, { childList: true, subtree: true, characterData: true, attributes: true });
          const select = element as HTMLSelectElement;
          select.value = chosen ?? "";
          select.dispatchEvent(new Event("change", { bubbles: true }));
          requestAnimationFrame(() =>
            setTimeout(() => {
              observer.disconnect();
              resolve({ domMs: domMs < 0 ? performance.now() - started : domMs, frameMs: performance.now() - started });
            }, 0),
          );
        }),
      value,
    );
    results.push({ change: `${change.label} → ${change.value}`, ...timing });
  }
  return results;
};

const measureScroll = async (page: Page) =>
  page.evaluate(
    (step) =>
      new Promise<{ frames: number; longFrames: number; p95: number; worst: number; maxNodes: number; seconds: number }>((resolve) => {
        const frames: Array<number> = [];
        let maxNodes = document.getElementsByTagName("*").length;
        let last = performance.now();
        const started = last;
        window.scrollTo(0, 0);
        const frame = (now: number) => {
          frames.push(now - last);
          last = now;
          maxNodes = Math.max(maxNodes, document.getElementsByTagName("*").length);
          const bottom = document.documentElement.scrollHeight - window.innerHeight;
          if (window.scrollY >= bottom - 1) {
            const sorted = [...frames].sort((a, b) => a - b);
            resolve({
              frames: frames.length,
              longFrames: frames.filter((frame) => frame > 50).length,
              p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
              worst: sorted[sorted.length - 1] ?? 0,
              maxNodes,
              seconds: (now - started) / 1000,
            });
            return;
          }
          window.scrollBy(0, step);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    SCROLL_STEP_PX,
  );

const main = async () => {
  build();
  const server = await startServer(PORT, DATA_DIR);
  const browser = await launchChromium();
  try {
    const entry = initialJs();
    console.log(
      `Initial JavaScript (entry + static imports): ${fixed(entry.kb)} KB gzip in ${entry.files.length} files — target ≤ ${TARGETS.initialJsKb} KB: ${verdict(entry.kb <= TARGETS.initialJsKb)}`,
    );

    for (let i = 0; i < WARM_UP_LOADS; i++) await measureColdLoad(browser);
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await measureColdLoad(browser));
    const firstRows = loads.map((load) => load.firstRow);
    const loadedKb = loads[0]?.loadedKb ?? 0;
    console.log(
      `JavaScript loaded until the first row shows: ${fixed(loadedKb)} KB gzip — target ≤ ${TARGETS.initialJsKb} KB: ${verdict(loadedKb <= TARGETS.initialJsKb)}`,
    );
    console.log(
      `First listing row visible after navigation (cold, ${LOADS} loads): median ${fixed(median(firstRows), 0)} ms, worst ${fixed(max(firstRows), 0)} ms — target ≤ ${TARGETS.firstRowMs} ms: ${verdict(max(firstRows) <= TARGETS.firstRowMs)}`,
    );

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(BASE + "/");
    await page.getByTestId("film-count").waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="status"] span')?.textContent?.includes("..."));
    await page.waitForTimeout(1500);
    const weekCount = await page.getByTestId("film-count").textContent();
    console.log(`Main Page listing: ${weekCount}`);

    const filterRuns = await measureFilterChanges(page);
    for (const run of filterRuns) console.log(`  filter ${run.change}: DOM updated in ${fixed(run.domMs)} ms, next frame at ${fixed(run.frameMs)} ms`);
    const worstFilter = max(filterRuns.map((run) => run.frameMs));
    console.log(
      `Filter change to updated list (worst, next frame included): ${fixed(worstFilter)} ms — target ≤ ${TARGETS.filterMs} ms: ${verdict(worstFilter <= TARGETS.filterMs)}`,
    );

    const table = await measureScroll(page);
    console.log(
      `Scrolling the full week in the table (${SCROLL_STEP_PX} px a frame): ${table.frames} frames over ${fixed(table.seconds)} s, ${table.longFrames} frames over 50 ms, p95 ${fixed(table.p95)} ms, worst ${fixed(table.worst)} ms, at most ${table.maxNodes} DOM nodes`,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "grid" }).click();
    await page.getByLabel("Films per page").first().selectOption("192");
    const grid = await measureScroll(page);
    console.log(
      `Scrolling a 192-card grid page (${SCROLL_STEP_PX} px a frame): ${grid.frames} frames over ${fixed(grid.seconds)} s, ${grid.longFrames} frames over 50 ms, p95 ${fixed(grid.p95)} ms, worst ${fixed(grid.worst)} ms, at most ${grid.maxNodes} DOM nodes`,
    );
    await context.close();
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
};

await main();
