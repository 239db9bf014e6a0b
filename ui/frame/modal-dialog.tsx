import { useEffect, useId, useRef, type ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../app/theme.ts";

const dialogStyle = css({
  width: "min(640px, calc(100vw - 1.5rem))",
  maxHeight: "calc(100vh - 3rem)",
  padding: 0,
  border: 0,
  borderRadius: theme.radius,
  boxShadow: "0 12px 40px rgba(0,0,0,0.3)",
  color: theme.colors.ink,
  "&::backdrop": { background: "rgba(27, 31, 59, 0.55)" },
});

const header = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1rem",
  padding: "0.75rem 1rem",
  borderBottom: `1px solid ${theme.colors.line}`,
  position: "sticky",
  top: 0,
  background: theme.colors.card,
  zIndex: 1,
  h2: { margin: 0, fontSize: "1.25rem" },
});

const closeButton = css({
  border: 0,
  background: "none",
  fontSize: "1.5rem",
  lineHeight: 1,
  padding: "0.25rem 0.5rem",
  cursor: "pointer",
  color: theme.colors.ink,
  borderRadius: theme.radius,
  "&:hover": { background: theme.colors.paper },
});

const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

export interface ModalDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly wide?: boolean;
}

// A native modal <dialog>: the browser traps focus, closes on Escape and hides the page from assistive technology.
export const ModalDialog = ({ title, onClose, children, wide = false }: ModalDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the close button; typing belongs in the first field of a form.
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener("close", handleClose);
    return () => {
      dialog.removeEventListener("close", handleClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      css={css(dialogStyle, wide ? { width: "min(900px, calc(100vw - 1.5rem))" } : {})}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
      onKeyDown={(event) => {
        // A search field would take the first Escape to clear itself: one Escape closes the dialog.
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        ref.current?.close();
      }}
    >
      <div css={header}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" css={closeButton} aria-label="Close" onClick={() => ref.current?.close()}>
          ×
        </button>
      </div>
      <div css={{ padding: "1rem" }}>{children}</div>
    </dialog>
  );
};
