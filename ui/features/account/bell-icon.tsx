export const BellIcon = ({ solid, size = 20 }: { readonly solid: boolean; readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" css={{ flex: "none", verticalAlign: "middle" }}>
    <path
      d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 16a2.5 2.5 0 0 0 5 0z"
      fill={solid ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);
