export const theme = {
  colors: {
    ink: "#1b1f3b",
    inkSoft: "#3a3f66",
    accent: "#f5c518",
    accentDark: "#b8900b",
    paper: "#f7f7fb",
    card: "#ffffff",
    muted: "#55597a",
    line: "#dcdce8",
    danger: "#b00020",
    dangerSoft: "#fde8eb",
    fresh: "#2e7d32",
    rotten: "#b3261e",
    link: "#2a4bb0",
    focus: "#f5c518",
  },
  radius: "8px",
  shadow: "0 2px 8px rgba(27, 31, 59, 0.12)",
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  breakpoints: {
    tiny: "@media (max-width: 359px)",
    phone: "@media (max-width: 640px)",
    tablet: "@media (min-width: 641px)",
    desktop: "@media (min-width: 900px)",
  },
} as const;

export type Theme = typeof theme;
