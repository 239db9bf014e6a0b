import { useId, useState } from "react";
import { css } from "@emotion/react";
import { api } from "../../app/contract-api.ts";
import { useAppDispatch } from "../../app/store.ts";
import { buttonStyle } from "../../controls/button-styles.ts";
import { fieldNote } from "../account/index.ts";
import { selectStyle } from "../../controls/select-field.tsx";

export const FEED_COPIED = "Address copied";
export const FEED_ROTATED = "New address made: the old one no longer works, so subscribe again with this one.";
export const ROTATE_CONFIRMATION = "Make a new address? Calendars subscribed to the current one stop updating.";

const row = css({ display: "flex", gap: "0.5rem", flexWrap: "wrap", input: { flex: "1 1 16rem", minWidth: 0 } });

/** The member's secret calendar feed address, with Copy and Rotate and how to subscribe. */
export const CalendarFeedPanel = () => {
  const dispatch = useAppDispatch();
  const url = api.useCalendarFeedQuery().currentData?.url ?? null;
  const [status, setStatus] = useState<string>("Anyone with this address can see your alert films' showings; keep it to yourself.");
  const id = useId();
  const statusId = useId();
  const copy = async () => {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(FEED_COPIED);
    } catch {
      setStatus("Copying is blocked here: select the address and copy it yourself.");
    }
  };
  const rotate = async () => {
    if (!window.confirm(ROTATE_CONFIRMATION)) return;
    const { data: answer } = await dispatch(api.endpoints.rotateCalendarFeed.initiate({ body: { action: "rotate" } }));
    if (answer === undefined) return;
    // The answer is the feed's new address: the panel shows it at once.
    void dispatch(api.util.upsertQueryData("calendarFeed", undefined, answer));
    setStatus(FEED_ROTATED);
  };
  return (
    <>
      <p css={{ margin: 0 }}>Your alert films' coming TV showings in your own calendar, each with a reminder 30 minutes before.</p>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        Calendar feed address
      </label>
      <div css={row}>
        <input id={id} css={selectStyle} readOnly value={url ?? "Loading…"} aria-describedby={statusId} onFocus={(event) => event.target.select()} />
        <button type="button" css={buttonStyle} disabled={url === null} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" css={buttonStyle} disabled={url === null} onClick={() => void rotate()}>
          Rotate
        </button>
      </div>
      <p id={statusId} css={fieldNote} role="status">
        {status}
      </p>
      <details>
        <summary>How to subscribe</summary>
        <ul css={{ margin: "0.4rem 0 0", paddingLeft: "1.2rem", display: "grid", gap: "0.3rem" }}>
          <li>
            Google Calendar (on a computer): Other calendars, <q>+</q>, From URL; paste the address and choose Add calendar. Google refreshes it every few
            hours.
          </li>
          <li>
            Apple Calendar: on a Mac, File, New Calendar Subscription; on an iPhone, Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar;
            paste the address.
          </li>
        </ul>
      </details>
    </>
  );
};
