import { css } from "@emotion/react";
import { SHOWING_NOTES, showingNotes } from "../../../domain/presentation.ts";
import type { Show } from "../../../domain/show.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHiddenRules } from "../../app/visually-hidden.ts";

// One style for the list, its marks and badges styled under it by class: a listing row draws one. Each mark or badge is the
// list item itself, with no wrapper of its own.
const list = css({
  display: "inline-flex",
  flexWrap: "wrap",
  gap: "0.25rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
  ".showing-mark": {
    display: "inline-block",
    minWidth: "1.4rem",
    padding: "0 0.25rem",
    border: `1px solid ${theme.colors.inkSoft}`,
    borderRadius: 3,
    fontSize: "0.7rem",
    fontWeight: 700,
    lineHeight: "1.1rem",
    textAlign: "center",
    color: theme.colors.ink,
  },
  ".showing-badge": {
    display: "inline-block",
    padding: "0 0.35rem",
    borderRadius: 4,
    fontSize: "0.75rem",
    fontWeight: 600,
    background: theme.colors.ink,
    color: "#fff",
  },
  ".showing-note-name": visuallyHiddenRules,
});

// Access services as small marks (their names for screen readers and on hover), schedule notes as badges.
export const ShowingNotes = ({ show }: { readonly show: Show }) => {
  const notes = showingNotes(show);
  if (notes.length === 0) return null;
  return (
    <ul css={list} aria-label="Showing notes">
      {notes.map((note) => {
        const { short, label } = SHOWING_NOTES[note];
        return short === label ? (
          <li key={note} className="showing-badge">
            {label}
          </li>
        ) : (
          <li key={note} className="showing-mark" title={label}>
            <span aria-hidden="true">{short}</span>
            <span className="showing-note-name">{label}</span>
          </li>
        );
      })}
    </ul>
  );
};
