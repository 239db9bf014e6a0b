import { Effect, Layer, Option } from "effect";
import { EmailAlreadyRegistered } from "../../application/accounts/account-failures.ts";
import { AdminAccounts } from "../../application/admin/admin-accounts.ts";
import { AdminCatalogue, type AdminTitleQuery } from "../../application/admin/admin-catalogue.ts";
import { AdminTargetNotFound, TconstTaken } from "../../application/admin/admin-failures.ts";
import type { AuditStamp } from "../../application/admin/audit-stamp.ts";
import { AuditLog } from "../../application/admin/audit-log.ts";
import type { TitleEdit } from "../../application/admin/title-edit.ts";
import { TitleViews } from "../../application/admin/title-views.ts";
import { auditedFields, type AdminFilm, type AdminStreaming } from "../../domain/admin/admin-film.ts";
import type { AdminReview } from "../../domain/admin/admin-review.ts";
import { auditDiff, isNoChange, type AuditEntry, type AuditFields } from "../../domain/admin/audit-entry.ts";
import type { ReportCode } from "../../domain/report-code.ts";
import type { RottenStatus } from "../../domain/rotten-status.ts";
import type { AdminWorld, AdminWorldShow, AdminWorldTitle } from "../application/contracts/admin-world.ts";

type TitleRow = Omit<
  AdminWorldTitle,
  "incorrect" | "verified" | "title" | "imdb" | "youtube" | "rottenUrl" | "rtSlug" | "rottenStatus" | "tmdbId" | "fullData"
> & {
  title: string;
  imdb: string;
  verified: boolean;
  incorrect: Array<ReportCode>;
  youtube: string | null;
  rottenUrl: string | null;
  rtSlug: string | null;
  rottenStatus: RottenStatus;
  tmdbId: number | null;
  fullData: boolean;
  nDaily: number;
  nWeekly: number;
};

interface AccountRow {
  readonly id: number;
  readonly email: string;
  passwordHash: string;
  admin: boolean;
  readonly terminated: boolean;
}

export interface AdminPortsFake {
  readonly layer: Layer.Layer<AdminAccounts | AdminCatalogue | AuditLog | TitleViews>;
  readonly userIdOf: (email: string) => number;
}

const WEEK_DAYS = 7;

// PostgreSQL's search_key: lower(unaccent(text)).
const searchKey = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const shuffled = <A>(items: ReadonlyArray<A>): Array<A> => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as A, copy[i] as A];
  }
  return copy;
};

/** The admin ports in memory over an admin world, answering exactly what the PostgreSQL adapters answer. */
export const adminPortsFake = (world: AdminWorld): AdminPortsFake => {
  const titles: Array<TitleRow> = world.titles.map((t) => ({
    ...t,
    incorrect: [...(t.incorrect ?? [])],
    youtube: t.youtube ?? null,
    rottenUrl: t.rottenUrl ?? null,
    rtSlug: t.rtSlug ?? null,
    rottenStatus: t.rottenStatus ?? "UN",
    tmdbId: t.tmdbId ?? null,
    fullData: t.fullData ?? false,
    nDaily: 0,
    nWeekly: 0,
  }));
  const shows: Array<AdminWorldShow & { titleId: number }> = world.shows.map((show) => ({ ...show }));
  // the keys of series merged into another, and the series they merged into
  const formerKeys = new Map<string, number>();
  const reviews = world.reviews.map((review) => ({ ...review }));
  const reports = world.reports.map((report) => ({ ...report, resolvedAt: null as number | null }));
  const accounts: Array<AccountRow> = world.accounts.map((account, index) => ({
    id: index + 1,
    email: account.email,
    passwordHash: "not-a-hash",
    admin: account.admin,
    terminated: account.terminated ?? false,
  }));
  const audit: Array<AuditEntry> = [];
  const views = new Map<string, number>();

  const record = (stamp: AuditStamp, before: AuditFields, after: AuditFields) => {
    const diff = auditDiff(before, after);
    if (isNoChange(diff)) return;
    audit.push({ id: audit.length + 1, at: stamp.at, actor: stamp.actor, action: stamp.action, target: stamp.target, before: diff.before, after: diff.after });
  };

  const streamingsOf = (title: TitleRow): Array<AdminStreaming> => {
    const latest = new Map<number, AdminWorldShow>();
    for (const show of shows) {
      if (show.titleId !== title.id || show.serviceId === undefined) continue;
      const current = latest.get(show.serviceId);
      if (current === undefined || show.time > current.time || (show.time === current.time && show.id > current.id)) latest.set(show.serviceId, show);
    }
    return [...latest.entries()].sort(([a], [b]) => a - b).map(([service, show]) => ({ id: show.id, s: service, l: show.link ?? "", imdb: title.imdb }));
  };

  const filmOf = (t: TitleRow): AdminFilm => ({
    id: t.id,
    kind: t.kind,
    title: t.title,
    year: t.year,
    slug: t.slug,
    url: `/${t.kind === "series" ? "tvseries" : "film"}/${t.slug}/`,
    poster_url: t.posterUrl ?? null,
    synopsis: t.synopsis ?? null,
    verified: t.verified,
    incorrect: [...t.incorrect],
    imdb: { tconst: t.imdb, synopsis: t.imdbSynopsis ?? null },
    tvguide: { synopsis: t.tvguideSynopsis ?? null, stars: [...(t.stars ?? [])] },
    rotten: { url: t.rottenUrl, synopsis_full: t.rottenSynopsis ?? null, status: t.rottenStatus },
    rt_slug: t.rtSlug,
    tmdb: t.tmdbId === null ? null : { kind: t.kind === "film" ? "movie" : "tv", tmdb_id: t.tmdbId },
    youtube: t.youtube,
    streamings: streamingsOf(t),
    n_daily: t.nDaily,
    n_weekly: t.nWeekly,
    full_data: t.fullData,
    created_at: t.createdAt,
  });

  const reviewOf = (review: (typeof reviews)[number]): AdminReview => {
    const title = titles.find((t) => t.id === review.titleId);
    if (title === undefined) throw new Error("review without title");
    return {
      id: review.id,
      film: title.title,
      film_id: title.imdb,
      film_url: `/${title.kind === "series" ? "tvseries" : "film"}/${title.slug}/`,
      synopsis: review.synopsis,
      review: review.review,
      verified: review.verified,
      created_at: review.createdAt,
    };
  };

  const latestReport = (title: TitleRow): number | null =>
    reports
      .filter((report) => report.titleId === title.id)
      .reduce<number | null>((max, report) => (max === null || report.createdAt > max ? report.createdAt : max), null);

  const byIdDesc = (a: TitleRow, b: TitleRow) => b.id - a.id;
  const newest = (a: TitleRow, b: TitleRow) => b.createdAt - a.createdAt || byIdDesc(a, b);

  const select = (query: AdminTitleQuery): Array<TitleRow> => {
    const ofKind = titles.filter((t) => t.kind === query.kind);
    switch (query.list) {
      case "recent":
        return ofKind.sort(newest);
      case "unverified":
        return ofKind.filter((t) => !t.verified).sort(newest);
      case "reported":
        return ofKind
          .filter((t) => t.incorrect.length > 0)
          .sort((a, b) => {
            const ra = latestReport(a);
            const rb = latestReport(b);
            if (ra === rb) return byIdDesc(a, b);
            if (ra === null) return 1;
            if (rb === null) return -1;
            return rb - ra;
          });
      case "today":
        return ofKind
          .filter((t) => shows.some((s) => s.titleId === t.id && s.serviceId === undefined && s.time >= query.today.start && s.time < query.today.end))
          .sort((a, b) => b.nDaily - a.nDaily || a.id - b.id);
      case "daily":
        return ofKind.filter((t) => t.nDaily > 0).sort((a, b) => b.nDaily - a.nDaily || a.id - b.id);
      case "weekly":
        return ofKind.filter((t) => t.nWeekly > 0).sort((a, b) => b.nWeekly - a.nWeekly || a.id - b.id);
      case "keyword": {
        const key = searchKey(query.keyword);
        return ofKind
          .filter((t) => searchKey(t.title).includes(key) || t.imdb === query.keyword)
          .sort((a, b) => Number(searchKey(b.title) === key) - Number(searchKey(a.title) === key) || b.nWeekly - a.nWeekly || a.id - b.id);
      }
    }
  };

  const applyEdit = (t: TitleRow, edit: TitleEdit, at: number): void => {
    switch (edit.field) {
      case "title":
        t.title = edit.title;
        return;
      case "imdb":
        if (titles.some((other) => other.imdb === edit.tconst && other.id !== t.id)) {
          throw new TconstTaken({ message: `Another title already has the IMDb id ${edit.tconst}.` });
        }
        t.imdb = edit.tconst;
        return;
      case "youtube":
        t.youtube = edit.youtube;
        return;
      case "rotten":
        t.rottenUrl = edit.url;
        t.rtSlug = edit.rtSlug;
        return;
      case "rottenStatus":
        t.rottenStatus = edit.status;
        return;
      case "verified":
        t.verified = edit.verified;
        return;
      case "incorrect":
        if (edit.incorrect) {
          if (!t.incorrect.includes(edit.code)) t.incorrect.push(edit.code);
        } else {
          t.incorrect = t.incorrect.filter((code) => code !== edit.code);
          for (const report of reports) if (report.titleId === t.id && report.code === edit.code && report.resolvedAt === null) report.resolvedAt = at;
        }
        return;
      case "resetAll":
        Object.assign(t, { youtube: null, rottenUrl: null, rtSlug: null, rottenStatus: "UN", tmdbId: null, fullData: false, verified: false });
        return;
    }
  };

  const liveAccount = (email: string) => accounts.find((a) => !a.terminated && a.email.toLowerCase() === email.toLowerCase());

  const refreshCounters = (title: TitleRow, day: string): void => {
    const today = dayNumber(day);
    let daily = 0;
    let weekly = 0;
    for (const [key, n] of views) {
      const [id, viewDay] = key.split(" ");
      if (Number(id) !== title.id || viewDay === undefined) continue;
      const d = dayNumber(viewDay);
      if (d === today) daily += n;
      if (d > today - WEEK_DAYS && d <= today) weekly += n;
    }
    title.nDaily = daily;
    title.nWeekly = weekly;
  };

  const layer = Layer.mergeAll(
    Layer.succeed(
      AdminAccounts,
      AdminAccounts.of({
        roleOf: (userId) =>
          Effect.sync(() => {
            const account = accounts.find((a) => a.id === userId && !a.terminated);
            return account === undefined ? Option.none() : Option.some({ email: account.email, admin: account.admin });
          }),
        setAdmin: (email, admin, stamp) =>
          Effect.sync(() => {
            const account = liveAccount(email);
            if (account === undefined) return Option.none();
            const changed = account.admin !== admin;
            if (changed) {
              record(stamp, { admin: account.admin }, { admin });
              account.admin = admin;
            }
            return Option.some({ changed });
          }),
        hasAdmin: Effect.sync(() => accounts.some((a) => a.admin && !a.terminated)),
        createAdmin: (account, stamp) =>
          Effect.suspend(() => {
            if (accounts.some((a) => a.email.toLowerCase() === account.email.toLowerCase())) {
              return Effect.fail(new EmailAlreadyRegistered({ message: "email already registered" }));
            }
            const id = Math.max(0, ...accounts.map((a) => a.id)) + 1;
            accounts.push({ id, email: account.email, passwordHash: account.passwordHash, admin: true, terminated: false });
            record(stamp, { admin: null }, { admin: true });
            return Effect.succeed(id);
          }),
      }),
    ),
    Layer.succeed(
      AdminCatalogue,
      AdminCatalogue.of({
        listTitles: (query) =>
          Effect.sync(() => {
            const chosen = select(query);
            return (query.random ? shuffled(chosen) : chosen).slice(query.offset, query.offset + query.count).map(filmOf);
          }),
        findTitle: (kind, tconst) => Effect.sync(() => Option.map(Option.fromNullishOr(titles.find((t) => t.kind === kind && t.imdb === tconst)), filmOf)),
        editTitle: (kind, tconst, edit, stamp) =>
          Effect.suspend(() => {
            const title = titles.find((t) => t.kind === kind && t.imdb === tconst) ?? titles.find((t) => t.kind === kind && t.id === formerKeys.get(tconst));
            if (title === undefined) return Effect.succeed(Option.none());
            const before = filmOf(title);
            const into =
              edit.field === "imdb" && title.kind === "series" && !title.imdb.startsWith("tt")
                ? titles.find((t) => t.kind === "series" && t.imdb === edit.tconst && t.id !== title.id)
                : undefined;
            if (into !== undefined) {
              for (const show of shows) if (show.titleId === title.id) show.titleId = into.id;
              formerKeys.set(title.imdb, into.id);
              titles.splice(titles.indexOf(title), 1);
              record(stamp, auditedFields(before), auditedFields(filmOf(into)));
              return Effect.succeed(Option.some(filmOf(into)));
            }
            const saved = { ...title, incorrect: [...title.incorrect] };
            try {
              applyEdit(title, edit, stamp.at);
            } catch (error) {
              Object.assign(title, saved);
              return error instanceof TconstTaken ? Effect.fail(error) : Effect.die(error);
            }
            const after = filmOf(title);
            record(stamp, auditedFields(before), auditedFields(after));
            return Effect.succeed(Option.some(after));
          }),
        moveStreaming: (streamingId, tconst, stamp) =>
          Effect.suspend(() => {
            const show = shows.find((s) => s.id === streamingId && s.serviceId !== undefined);
            if (show === undefined) return Effect.fail(new AdminTargetNotFound({ message: `No streaming availability has the id ${streamingId}.` }));
            const target = titles.find((t) => t.imdb === tconst);
            if (target === undefined) return Effect.fail(new AdminTargetNotFound({ message: `No film or series has the IMDb id ${tconst}.` }));
            const from = titles.find((t) => t.id === show.titleId);
            if (from === undefined) return Effect.die(new Error("show without title"));
            if (target.id !== from.id) {
              const { serviceId, link } = show;
              for (const other of shows) {
                if (other.titleId === from.id && other.serviceId === serviceId && other.link === link) other.titleId = target.id;
              }
              record(stamp, { imdb: from.imdb, service: serviceId ?? null }, { imdb: tconst, service: serviceId ?? null });
            }
            return Effect.succeed(filmOf(from));
          }),
        listReviews: (count, offset) =>
          Effect.sync(() =>
            [...reviews]
              .sort((a, b) => Number(a.verified) - Number(b.verified) || b.createdAt - a.createdAt || b.id - a.id)
              .slice(offset, offset + count)
              .map(reviewOf),
          ),
        setReviewVerified: (id, verified, stamp) =>
          Effect.sync(() => {
            const review = reviews.find((r) => r.id === id);
            if (review === undefined) return Option.none();
            record(stamp, { verified: review.verified }, { verified });
            review.verified = verified;
            return Option.some(reviewOf(review));
          }),
      }),
    ),
    Layer.succeed(
      AuditLog,
      AuditLog.of({
        recent: (count, offset) => Effect.sync(() => [...audit].sort((a, b) => b.at - a.at || b.id - a.id).slice(offset, offset + count)),
      }),
    ),
    Layer.succeed(
      TitleViews,
      TitleViews.of({
        recordFilmView: (slug, day) =>
          Effect.sync(() => {
            const title = titles.find((t) => t.slug === slug && t.kind === "film");
            if (title === undefined) return;
            const key = `${title.id} ${day}`;
            views.set(key, (views.get(key) ?? 0) + 1);
            refreshCounters(title, day);
          }),
        rollOver: (day) =>
          Effect.sync(() => {
            for (const title of titles) refreshCounters(title, day);
            for (const key of [...views.keys()]) {
              const viewDay = key.split(" ")[1] ?? "";
              if (dayNumber(viewDay) <= dayNumber(day) - WEEK_DAYS) views.delete(key);
            }
          }),
      }),
    ),
  );

  return {
    layer,
    userIdOf: (email) => {
      const account = accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
      if (account === undefined) throw new Error(`no account ${email}`);
      return account.id;
    },
  };
};
