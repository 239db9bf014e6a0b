import { useId, useState } from "react";
import { titleWithYears } from "../../../domain/presentation.ts";
import { css } from "@emotion/react";
import { Link } from "wouter";
import type { ListItem } from "../../../domain/list-item.ts";
import { EMPTY_FLAG_LIST } from "../../../domain/page-texts.ts";
import { FLAG_LIST_NAMES } from "../../../domain/user-flags.ts";
import { api } from "../../app/contract-api.ts";
import { useFetched } from "../../app/use-fetched.ts";
import { useAppDispatch } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHidden } from "../../app/visually-hidden.ts";
import { buttonStyle, linkButtonStyle } from "../../controls/button-styles.ts";
import { fieldLabel, selectStyle } from "../../controls/select-field.tsx";
import { Spinner } from "../../controls/spinner.tsx";
import { TitleRating } from "../film/index.ts";
import { saveFlag } from "../flags/index.ts";
import { flagToggled } from "../user/index.ts";
import { FLAG_LISTS, isoDay, listDate, listItemPath, shownItems, type ListName, type ListSort, type SortKey } from "./flag-lists.ts";

const notice = css({ padding: "1.25rem", background: theme.colors.card, borderRadius: theme.radius, boxShadow: theme.shadow });

const table = css({
  width: "100%",
  borderCollapse: "collapse",
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  fontSize: "0.95rem",
  "th, td": { padding: "0.55rem 0.7rem", textAlign: "left", borderBottom: `1px solid ${theme.colors.line}`, verticalAlign: "top" },
  th: { fontSize: "0.85rem", color: theme.colors.inkSoft, whiteSpace: "nowrap" },
  "td a": { color: theme.colors.link, fontWeight: 600 },
  [theme.breakpoints.phone]: {
    fontSize: "0.88rem",
    "th, td": { padding: "0.45rem 0.35rem" },
    "th:nth-of-type(2), td:nth-of-type(2)": { display: "none" },
    "td:first-of-type": { width: "100%" },
  },
});

const phoneYear = css({ display: "none", color: theme.colors.muted, fontWeight: 400, [theme.breakpoints.phone]: { display: "inline" } });

const sortButton = css(linkButtonStyle, { color: theme.colors.inkSoft, fontWeight: 700, textDecoration: "none", display: "inline-flex", gap: "0.25rem" });
const rowActions = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.4rem",
  button: { padding: "0.3rem 0.6rem", fontSize: "0.85rem", whiteSpace: "nowrap" },
  [theme.breakpoints.phone]: { flexDirection: "column", alignItems: "stretch" },
});

const arrow = (sort: ListSort, key: SortKey) => (sort.key !== key ? "↕" : sort.descending ? "▼" : "▲");
const ariaSort = (sort: ListSort, key: SortKey) => (sort.key !== key ? undefined : sort.descending ? ("descending" as const) : ("ascending" as const));

const WatchedDateEditor = ({ item, onSaved, onCancel }: { readonly item: ListItem; readonly onSaved: () => void; readonly onCancel: () => void }) => {
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(isoDay(item.time_stamp));
  const [saving, setSaving] = useState(false);
  return (
    <form
      css={{ display: "flex", flexWrap: "wrap", gap: "0.4rem", alignItems: "center" }}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        const body = { action: "update watched date", tconst: item.tconst, date: value === "" ? null : value } as const;
        void dispatch(api.endpoints.updateUser.initiate({ body })).then((answer) => {
          setSaving(false);
          // The answer is the list as it now is: the page shows it at once (and the lists fetch again, being stale).
          if (answer.data !== undefined && "films" in answer.data) {
            const { films } = answer.data;
            void dispatch(api.util.upsertQueryData("watched", undefined, { films }));
            onSaved();
          }
        });
      }}
    >
      <input
        type="date"
        css={css(selectStyle, { padding: "0.25rem 0.35rem" })}
        aria-label={`Watched date for ${item.title}`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span css={rowActions}>
        <button type="submit" css={buttonStyle} disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <button type="button" css={buttonStyle} onClick={onCancel}>
          Cancel
        </button>
      </span>
    </form>
  );
};

export const FlagListView = ({ list }: { readonly list: ListName }) => {
  const dispatch = useAppDispatch();
  const described = FLAG_LISTS[list];
  const watched = api.useWatchedQuery(undefined, { skip: list !== "watched" });
  const alerts = api.useAlertsQuery(undefined, { skip: list !== "alerts" });
  const notInterested = api.useNotInterestedQuery(undefined, { skip: list !== "not_interested" });
  const loaded = useFetched(list === "watched" ? watched : list === "alerts" ? alerts : notInterested);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ListSort>({ key: "date", descending: true });
  const [editing, setEditing] = useState<string | null>(null);
  const searchId = useId();

  if (loaded.phase === "loading") return <Spinner />;
  if (loaded.phase === "failed") return <p css={notice}>Your list could not be loaded. Please try again later.</p>;
  if (loaded.value.films.length === 0) return <p css={notice}>{EMPTY_FLAG_LIST}</p>;

  const items = shownItems(loaded.value.films, search, sort);
  const sortBy = (key: SortKey) => setSort((current) => ({ key, descending: current.key === key ? !current.descending : key === "date" }));
  const remove = (item: ListItem) => {
    if (!window.confirm(`Remove '${titleWithYears(item)}' from your '${FLAG_LIST_NAMES[described.flag]}' list?`)) return;
    dispatch(flagToggled({ kind: described.flag, tconst: item.tconst, value: false }));
    // Saved, the flag makes the member's lists stale: this one comes again without the film.
    void dispatch(saveFlag(item, described.flag, false));
  };
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={ariaSort(sort, key)}>
      <button type="button" css={sortButton} onClick={() => sortBy(key)}>
        {label} <span aria-hidden="true">{arrow(sort, key)}</span>
      </button>
    </th>
  );

  return (
    <>
      <div css={css(fieldLabel, { maxWidth: "22rem", marginBottom: "1rem" })}>
        <label htmlFor={searchId}>Search your list</label>
        <input id={searchId} type="search" css={selectStyle} value={search} placeholder="Film title" onChange={(event) => setSearch(event.target.value)} />
      </div>
      <p css={{ fontWeight: 600 }}>{items.length === 1 ? "1 film" : `${items.length} films`}</p>
      {items.length === 0 ? (
        <p css={notice}>No film in your list matches '{search.trim()}'.</p>
      ) : (
        <div css={{ overflowX: "auto" }}>
          <table css={table}>
            <caption css={visuallyHidden}>{described.heading}</caption>
            <thead>
              <tr>
                {header("title", "Title")}
                {header("year", "Year")}
                {header("date", described.dateLabel)}
                <th scope="col">
                  <span css={visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.tconst}>
                  <td>
                    <Link href={listItemPath(item)}>{item.title}</Link>
                    {item.year !== null && <span css={phoneYear}> ({item.year})</span>}
                    {list === "watched" && <TitleRating film={item} />}
                  </td>
                  <td>{item.year ?? ""}</td>
                  <td>
                    {editing === item.tconst ? (
                      <WatchedDateEditor item={item} onCancel={() => setEditing(null)} onSaved={() => setEditing(null)} />
                    ) : (
                      listDate(item.time_stamp)
                    )}
                  </td>
                  <td>
                    <span css={rowActions}>
                      {list === "watched" && editing !== item.tconst && (
                        <button type="button" css={buttonStyle} onClick={() => setEditing(item.tconst)}>
                          Edit date<span css={visuallyHidden}> for {item.title}</span>
                        </button>
                      )}
                      <button type="button" css={buttonStyle} onClick={() => remove(item)}>
                        Remove<span css={visuallyHidden}> {item.title}</span>
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
};
