import { css } from "@emotion/react";
import { GRID_PAGE_SIZES, gridPageCount, type GridPageSize } from "../../../domain/presentation.ts";
import { buttonStyle } from "../../controls/button-styles.ts";
import { selectStyle } from "../../controls/select-field.tsx";

const bar = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem", margin: "1rem 0" });

export interface GridPaginationProps {
  readonly itemCount: number;
  readonly page: number;
  readonly size: GridPageSize;
  readonly onPage: (page: number) => void;
  readonly onSize: (size: number) => void;
  readonly label: string;
}

export const GridPagination = ({ itemCount, page, size, onPage, onSize, label }: GridPaginationProps) => {
  const pages = gridPageCount(itemCount, size);
  const current = Math.min(page, pages - 1);
  return (
    <nav css={bar} aria-label={label}>
      <label css={{ display: "inline-flex", alignItems: "center", gap: "0.5rem" }}>
        Films per page
        <select css={selectStyle} value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {GRID_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <button type="button" css={buttonStyle} disabled={current === 0} onClick={() => onPage(current - 1)}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {current + 1} of {pages}
      </span>
      <button type="button" css={buttonStyle} disabled={current >= pages - 1} onClick={() => onPage(current + 1)}>
        Next page
      </button>
    </nav>
  );
};
