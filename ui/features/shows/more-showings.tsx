import { useId, useState } from "react";
import { css } from "@emotion/react";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import { moreShowingsLabel } from "../../../domain/presentation.ts";
import type { Show } from "../../../domain/show.ts";
import { theme } from "../../app/theme.ts";
import { showFacts } from "./show-facts.ts";
import { ShowingNotes } from "./showing-notes.tsx";
import { ShowWhen, ShowWhere } from "./show-when-where.tsx";

// One style for the whole block, the toggle and the list styled under it: most rows of a week have other showings.
const block = css({
  "> button": {
    background: "none",
    border: 0,
    padding: 0,
    color: theme.colors.link,
    font: "inherit",
    fontSize: "0.88rem",
    textDecoration: "underline",
    cursor: "pointer",
  },
  "> ul": { listStyle: "none", margin: "0.35rem 0 0", padding: 0, display: "flex", flexDirection: "column", gap: "0.35rem", fontSize: "0.85rem" },
  "> ul > li": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.25rem 0.5rem" },
});

export interface MoreShowingsProps {
  readonly others: ReadonlyArray<Show>;
  readonly title: string;
  readonly lookup: ListingLookup;
  readonly now: number;
}

// The film's other showings open in place under its row.
export const MoreShowings = ({ others, title, lookup, now }: MoreShowingsProps) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (others.length === 0) return null;
  return (
    <div css={block}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {moreShowingsLabel(others.length)}
      </button>
      {open && (
        <ul id={id} aria-label={`Other showings of ${title}`}>
          {others.map((show) => {
            const facts = showFacts(show, lookup, "table", now);
            if (facts === null) return null;
            return (
              <li key={facts.key}>
                <ShowWhere facts={facts} logoWidth={40} />
                <ShowWhen facts={facts} />
                <ShowingNotes show={show} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
