import { useEffect, useId, useRef, useState, type ReactNode, useEffectEvent } from "react";
import { css } from "@emotion/react";
import { theme } from "../app/theme.ts";

const menuStyle = css({
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: 20,
  minWidth: "14rem",
  margin: 0,
  padding: "0.25rem 0",
  listStyle: "none",
  background: theme.colors.card,
  color: theme.colors.ink,
  border: `1px solid ${theme.colors.line}`,
  borderRadius: theme.radius,
  boxShadow: "0 8px 24px rgba(0,0,0,0.15)",
  "a, button": {
    display: "block",
    width: "100%",
    textAlign: "left",
    padding: "0.5rem 1rem",
    color: theme.colors.ink,
    textDecoration: "none",
    background: "none",
    border: 0,
    font: "inherit",
    cursor: "pointer",
  },
  "a:hover, a:focus, button:hover, button:focus": { background: theme.colors.paper },
  [theme.breakpoints.phone]: { position: "fixed", top: "auto", left: "0.5rem", right: "0.5rem", marginTop: "0.25rem" },
});

export interface DropdownMenuProps {
  readonly label: ReactNode;
  readonly buttonCss?: ReturnType<typeof css>;
  /** "end" lines the menu up with the button's right edge, for buttons near the right of the screen. */
  readonly align?: "start" | "end";
  readonly children: (close: () => void) => ReactNode;
}

const alignEnd = css({ left: "auto", right: 0, [theme.breakpoints.phone]: { left: "0.5rem", right: "0.5rem" } });

export const DropdownMenu = ({ label, buttonCss, align = "start", children }: DropdownMenuProps) => {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last" | null>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>("a, button") ?? [])];
  const focusItem = (which: "first" | "last" | number) => {
    const all = items();
    const index = which === "first" ? 0 : which === "last" ? all.length - 1 : (which + all.length) % all.length;
    all[index]?.focus();
  };
  const focusOpened = useEffectEvent(focusItem);

  useEffect(() => {
    if (!open || focusOnOpen === null) return;
    focusOpened(focusOnOpen);
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      css={{ position: "relative" }}
      onBlur={(event) => {
        if (open && !(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget) === true)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        css={buttonCss}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          setOpen(true);
          setFocusOnOpen(event.key === "ArrowDown" ? "first" : "last");
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        // The arrow keys of the WAI-ARIA menu pattern move through the entries, wrapping round; Escape closes (above).
        <ul
          ref={menuRef}
          id={menuId}
          css={align === "end" ? [menuStyle, alignEnd] : menuStyle}
          onKeyDown={(event) => {
            const current = items().indexOf(document.activeElement as HTMLElement);
            const target = { ArrowDown: current + 1, ArrowUp: current - 1, Home: "first", End: "last" }[event.key] as number | "first" | "last" | undefined;
            if (target === undefined) return;
            event.preventDefault();
            focusItem(target);
          }}
        >
          {children(() => setOpen(false))}
        </ul>
      )}
    </div>
  );
};
