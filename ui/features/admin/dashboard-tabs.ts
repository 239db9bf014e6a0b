export type DashboardTabId = "update" | "recent" | "unverified" | "reported" | "reviews" | "series" | "films-today" | "series-today" | "weekly" | "audit";

export interface DashboardTab {
  readonly id: DashboardTabId;
  readonly label: string;
  /** What the tab lists and from which endpoint, with the list flag the endpoint takes. */
  readonly source: { readonly kind: "films" | "tvseries"; readonly flag: string | null } | { readonly kind: "reviews" } | { readonly kind: "audit" };
}

// SPEC §2 Admin dashboard, in its order; the audit log of every admin change comes last.
export const DASHBOARD_TABS: ReadonlyArray<DashboardTab> = [
  { id: "update", label: "Update Film", source: { kind: "films", flag: "keyword" } },
  { id: "recent", label: "Added Recently", source: { kind: "films", flag: null } },
  { id: "unverified", label: "Unverified", source: { kind: "films", flag: "unverified" } },
  { id: "reported", label: "Reported", source: { kind: "films", flag: "reported" } },
  { id: "reviews", label: "Reviews", source: { kind: "reviews" } },
  { id: "series", label: "TV Series", source: { kind: "tvseries", flag: null } },
  { id: "films-today", label: "Films Today", source: { kind: "films", flag: "today" } },
  { id: "series-today", label: "Series Today", source: { kind: "tvseries", flag: "daily" } },
  { id: "weekly", label: "Popular this Week", source: { kind: "films", flag: "weekly" } },
  { id: "audit", label: "Audit Log", source: { kind: "audit" } },
];
