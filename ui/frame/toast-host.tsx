import { css } from "@emotion/react";
import { useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";

const host = css({
  position: "fixed",
  left: "1rem",
  bottom: "1rem",
  zIndex: 50,
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  maxWidth: "min(420px, calc(100vw - 2rem))",
  [theme.breakpoints.phone]: { bottom: "4rem" },
});

const toastStyle = css({
  background: theme.colors.ink,
  color: "#fff",
  padding: "0.75rem 1rem",
  borderRadius: theme.radius,
  boxShadow: "0 6px 18px rgba(0,0,0,0.25)",
  borderLeft: `4px solid ${theme.colors.accent}`,
});

export const ToastHost = () => {
  const toasts = useAppSelector((state) => state.toasts.items);
  return (
    <div css={host} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} css={toastStyle}>
          {toast.text}
        </div>
      ))}
    </div>
  );
};
