import { openBenchDatabase } from "../bench-database.ts";
const mem = (label: string) => console.log(label, JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k,v])=>[k,Math.round(v/1e6)]))), (process.resourceUsage().maxRSS / 1024).toFixed(0));
mem("start");
const db = await openBenchDatabase();
mem("opened " + db.engine);
await db.dispose();
mem("disposed");
