export const theme = {
  colors: {
    ink: "#1b1f3b",
    inkSoft: "#3a3f66",
    accent: "#f5c518",
    accentDark: "#b8900b",
    paper: "#f7f7fb",
    card: "#ffffff",
    muted: "#5c6080",
    line: "#dcdce8",
    danger: "#b00020",
    fresh: "#2e7d32",
  },
  radius: "8px",
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  breakpoints: { phone: "@media (max-width: 640px)", desktop: "@media (min-width: 900px)" },
} as const;

export type Theme = typeof theme;
