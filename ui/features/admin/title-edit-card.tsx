import { useId, useState } from "react";
import { formatDateTime } from "../../../domain/london-time.ts";
import type { AdminFilm } from "../../../domain/admin/admin-film.ts";
import { filmWebSearches } from "../../../domain/admin/film-web-searches.ts";
import { titleWithYears } from "../../../domain/presentation.ts";
import { REPORT_CODE_MEANINGS, REPORT_CODES, type ReportCode } from "../../../domain/report-code.ts";
import { ROTTEN_STATUS_MEANINGS, ROTTEN_STATUSES, type RottenStatus } from "../../../domain/rotten-status.ts";
import type { StreamingService } from "../../../domain/streaming-service.ts";
import type { VideoCandidate } from "../../../domain/admin/video-candidate.ts";
import { buttonStyle } from "../../controls/button-styles.ts";
import { SelectField } from "../../controls/select-field.tsx";
import { SwitchField } from "../../controls/switch-field.tsx";
import { useAdminClient, type Outcome } from "./admin-client.ts";
import { cardStyle, fieldsetStyle, mutedText, statusStyle } from "./admin-styles.ts";
import { DraftField } from "./draft-field.tsx";

export interface TitleEditCardProps {
  readonly film: AdminFilm;
  readonly fullData: boolean;
  readonly services: ReadonlyArray<StreamingService>;
  readonly onChanged: (film: AdminFilm) => void;
  readonly onRandomise: () => void;
}

type Status = { readonly tone: "ok" | "error"; readonly text: string } | null;

const FullData = ({ film }: { readonly film: AdminFilm }) => (
  <dl css={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.25rem 0.75rem", fontSize: "0.88rem" }}>
    <dt>Synopsis shown</dt>
    <dd>{film.synopsis ?? "—"}</dd>
    <dt>TV guide synopsis</dt>
    <dd>{film.tvguide.synopsis ?? "—"}</dd>
    <dt>TV guide stars</dt>
    <dd>{film.tvguide.stars.join(", ") || "—"}</dd>
    <dt>IMDb synopsis</dt>
    <dd>{film.imdb.synopsis ?? "—"}</dd>
    <dt>Rotten Tomatoes synopsis</dt>
    <dd>{film.rotten.synopsis_full ?? "—"}</dd>
    <dt>TMDB</dt>
    <dd>{film.tmdb === null ? "—" : `${film.tmdb.kind} ${film.tmdb.tmdb_id}`}</dd>
    <dt>Views today / this week</dt>
    <dd>
      {film.n_daily} / {film.n_weekly}
    </dd>
    <dt>Full data fetched</dt>
    <dd>{film.full_data ? "yes" : "no"}</dd>
    <dt>Added</dt>
    <dd>{formatDateTime(film.created_at)}</dd>
  </dl>
);

const VideoChoices = ({
  videos,
  disabled,
  onChoose,
}: {
  readonly videos: ReadonlyArray<VideoCandidate>;
  readonly disabled: boolean;
  readonly onChoose: (id: string) => void;
}) =>
  videos.length === 0 ? (
    <p css={mutedText}>No videos found.</p>
  ) : (
    <ul aria-label="Video options" css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.4rem" }}>
      {videos.map((video) => (
        <li key={video.id} css={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
          {video.thumbnail !== null && <img src={video.thumbnail} alt="" width={80} height={45} />}
          <span css={{ flex: 1, minWidth: 0 }}>
            {video.title} <span css={mutedText}>({video.channel})</span>
          </span>
          <button type="button" css={buttonStyle} disabled={disabled} onClick={() => onChoose(video.id)} aria-label={`Use ${video.title}`}>
            Use
          </button>
        </li>
      ))}
    </ul>
  );

/** The edit card of one film or series: every curated field, each saved on its own and recorded by the server. */
export const TitleEditCard = ({ film, fullData, services, onChanged, onRandomise }: TitleEditCardProps) => {
  const headingId = useId();
  const { changeFilm, searchVideos, setSeriesImdb, setSeriesVerified } = useAdminClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [videos, setVideos] = useState<ReadonlyArray<VideoCandidate> | null>(null);
  const tconst = film.imdb.tconst;
  const isFilm = film.kind === "film";

  const apply = async (what: string, change: Promise<Outcome<AdminFilm>>) => {
    setBusy(true);
    const result = await change;
    setBusy(false);
    if (result.ok) {
      onChanged(result.value);
      setStatus({ tone: "ok", text: `${what} saved.` });
    } else {
      setStatus({ tone: "error", text: result.message });
    }
  };

  const setIncorrect = (code: ReportCode, incorrect: boolean) =>
    void apply("Report flags", changeFilm({ action: "update incorrect", film: tconst, type: code, incorrect }));

  const clearReports = async () => {
    for (const code of film.incorrect) await apply("Report flags", changeFilm({ action: "update incorrect", film: tconst, type: code, incorrect: false }));
  };

  const search = async () => {
    setBusy(true);
    const result = await searchVideos(tconst);
    setBusy(false);
    if (result.ok) setVideos(result.value);
    else setStatus({ tone: "error", text: result.message });
  };

  const serviceName = (id: number) => services.find((service) => service.id === id)?.name_display ?? `Service ${id}`;

  return (
    <article css={cardStyle} aria-labelledby={headingId} data-tconst={tconst}>
      <header css={{ display: "flex", gap: "0.75rem", alignItems: "flex-start" }}>
        {film.poster_url !== null && <img src={film.poster_url} alt="" width={60} height={90} css={{ objectFit: "cover", borderRadius: 4 }} />}
        <div css={{ flex: 1, minWidth: 0 }}>
          <h2 id={headingId} css={{ margin: 0, fontSize: "1.1rem" }}>
            <a href={film.url}>{titleWithYears(film)}</a>
          </h2>
          <p css={mutedText}>
            {isFilm ? "Film" : "TV series"} · IMDb {tconst}
          </p>
        </div>
        <SwitchField
          label="Verified"
          checked={film.verified}
          disabled={busy}
          onChange={(verified) =>
            void apply(
              verified ? "Verified" : "Unverified",
              isFilm ? changeFilm({ action: "update verified", film: tconst, verified }) : setSeriesVerified(tconst, verified),
            )
          }
        />
      </header>
      {!isFilm && (
        <DraftField
          label="IMDb id"
          value={tconst}
          action="Save IMDb id"
          disabled={busy}
          onSave={(imdb) => void apply("IMDb id", setSeriesImdb(tconst, imdb))}
        />
      )}
      {isFilm && (
        <>
          <DraftField
            label="Title"
            value={film.title}
            action="Save title"
            disabled={busy}
            onSave={(newTitle) => void apply("Title", changeFilm({ action: "update title", film: tconst, newTitle }))}
          />
          <fieldset css={fieldsetStyle}>
            <legend>Reported problems</legend>
            <div css={{ display: "flex", flexWrap: "wrap", gap: "0.4rem 1rem" }}>
              {REPORT_CODES.map((code) => (
                <label key={code} css={{ display: "inline-flex", gap: "0.3rem", alignItems: "center", fontSize: "0.9rem" }}>
                  <input
                    type="checkbox"
                    checked={film.incorrect.includes(code)}
                    disabled={busy}
                    onChange={(event) => setIncorrect(code, event.target.checked)}
                  />
                  {REPORT_CODE_MEANINGS[code]} ({code})
                </label>
              ))}
            </div>
            <button
              type="button"
              css={[buttonStyle, { marginTop: "0.5rem" }]}
              disabled={busy || film.incorrect.length === 0}
              onClick={() => void clearReports()}
            >
              Clear incorrect flags
            </button>
          </fieldset>
          <DraftField
            label="IMDb id"
            value={tconst}
            action="Save IMDb id"
            disabled={busy}
            onSave={(imdb) => void apply("IMDb id", changeFilm({ action: "update imdb", film: tconst, imdb }))}
          />
          <DraftField
            label="Rotten Tomatoes link"
            value={film.rotten.url ?? ""}
            action="Save link"
            placeholder="https://www.rottentomatoes.com/m/..."
            disabled={busy}
            onSave={(url) => void apply("Rotten Tomatoes link", changeFilm({ action: "update rotten", film: tconst, url: url.trim() === "" ? null : url }))}
          />
          <SelectField
            label="Rotten Tomatoes status"
            value={film.rotten.status}
            disabled={busy}
            onChange={(status) =>
              void apply("Rotten Tomatoes status", changeFilm({ action: "update rotten status", film: tconst, status: status as RottenStatus }))
            }
          >
            {ROTTEN_STATUSES.map((code) => (
              <option key={code} value={code}>
                {ROTTEN_STATUS_MEANINGS[code]} ({code})
              </option>
            ))}
          </SelectField>
          <DraftField
            label="YouTube video id"
            value={film.youtube ?? ""}
            action="Save video"
            placeholder="11 characters, or a YouTube link"
            disabled={busy}
            onSave={(youtube) => void apply("Video", changeFilm({ action: "update youtube", film: tconst, youtube: youtube.trim() === "" ? null : youtube }))}
          />
          <div>
            <button type="button" css={buttonStyle} disabled={busy} onClick={() => void search()}>
              Search video options
            </button>
          </div>
          {videos !== null && (
            <VideoChoices
              videos={videos}
              disabled={busy}
              onChoose={(youtube) => void apply("Video", changeFilm({ action: "update youtube", film: tconst, youtube }))}
            />
          )}
          {film.streamings.length > 0 && (
            <fieldset css={fieldsetStyle}>
              <legend>Streaming</legend>
              {film.streamings.map((streaming) => (
                <div key={streaming.id}>
                  <p css={mutedText}>
                    {serviceName(streaming.s)}:{" "}
                    <a href={streaming.l} target="_blank" rel="noopener noreferrer">
                      {streaming.l}
                    </a>
                  </p>
                  <DraftField
                    label={`IMDb id of the film on ${serviceName(streaming.s)}`}
                    value={streaming.imdb}
                    action="Move"
                    disabled={busy}
                    onSave={(target) => void apply("Streaming match", changeFilm({ action: "update streaming", streaming: streaming.id, tconst: target }))}
                  />
                </div>
              ))}
            </fieldset>
          )}
          <nav aria-label={`Web searches for ${film.title}`} css={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", fontSize: "0.9rem" }}>
            {filmWebSearches(film).map((search) => (
              <a key={search.label} href={search.url} target="_blank" rel="noopener noreferrer">
                {search.label}
              </a>
            ))}
          </nav>
        </>
      )}
      {fullData && <FullData film={film} />}
      <div css={{ display: "flex", flexWrap: "wrap", gap: "0.5rem" }}>
        {isFilm && (
          <button
            type="button"
            css={buttonStyle}
            disabled={busy}
            onClick={() => {
              if (window.confirm(`Reset the trailer, review-site link and status, TMDB match and verified flag of ${film.title}?`)) {
                void apply("Reset", changeFilm({ action: "reset all", film: tconst }));
              }
            }}
          >
            Reset all
          </button>
        )}
        <button type="button" css={buttonStyle} onClick={onRandomise}>
          Randomise
        </button>
      </div>
      <p role="status" css={status === null ? mutedText : statusStyle(status.tone)}>
        {status?.text ?? ""}
      </p>
    </article>
  );
};
