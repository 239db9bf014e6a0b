export { FilmsPanel } from "./films-panel.tsx";
export type { PersonRole } from "./person-role.ts";
