import { writeXmltvFile } from "../generate-xmltv.ts";
await writeXmltvFile("/tmp/tf-import-helper/bench.xml", { programmes: 100_000, channels: 60, seed: 42, startMs: Date.UTC(2026, 9, 19, 5) });
