import { Effect, Layer } from "effect";
import { FilmAlerts, type AlertedTitle, type AlertShowing, type UserAlerts } from "../../application/alerts/film-alerts.ts";
import { enqueueInMemory, nextId, slugOf, type InMemoryData } from "./in-memory-data.ts";

export interface ScheduledShow {
  readonly tconst: string;
  readonly time: number;
  readonly channelIds: ReadonlyArray<number>;
  readonly service: { readonly id: number; readonly name: string; readonly available: boolean } | null;
  readonly link: string | null;
}

interface KnownShowing {
  readonly id: number;
  readonly tconst: string;
  readonly occasion: string;
  readonly time: number;
  readonly channels: ReadonlyArray<string>;
  readonly serviceId: number | null;
  readonly service: string | null;
  readonly link: string | null;
}

/** The schedule as the alert job sees it, and what the job remembers; tests change `shows` as an import would. */
export interface AlertSchedule {
  shows: Array<ScheduledShow>;
  readonly showings: Array<KnownShowing>;
  readonly queue: Map<number, number>;
  sequence: number;
}

export const alertScheduleOf = (data: InMemoryData): AlertSchedule => ({
  shows: data.catalogue.titles.flatMap((title) =>
    title.shows.map((show): ScheduledShow => ({ tconst: title.tconst, time: show.at, channelIds: [show.channelId], service: null, link: null })),
  ),
  showings: [],
  queue: new Map(),
  sequence: 0,
});

const occasionOf = (show: ScheduledShow): string => (show.service === null ? `tv:${show.time}` : `on:${show.service.id}`);

const syncShowings = (data: InMemoryData, schedule: AlertSchedule, now: number): void => {
  const channelNames = new Map(data.catalogue.channels.map((channel) => [channel.id, channel.name]));
  const current = new Map<string, ScheduledShow & { readonly channels: ReadonlyArray<string> }>();
  for (const show of schedule.shows) {
    const live = show.service === null && show.channelIds.length > 0 && show.time > now;
    const offered = show.service?.available === true && show.time <= now;
    if (!live && !offered) continue;
    const key = `${show.tconst}/${occasionOf(show)}`;
    const known = current.get(key);
    const channels = show.channelIds.map((id) => channelNames.get(id) ?? "");
    const keepLater = known !== undefined && show.service !== null && known.time > show.time;
    if (keepLater) continue;
    current.set(key, { ...show, channels: [...new Set([...(known?.service === null ? known.channels : []), ...channels])].sort() });
  }
  for (let index = schedule.showings.length - 1; index >= 0; index--) {
    const showing = schedule.showings[index] as KnownShowing;
    if (!current.has(`${showing.tconst}/${showing.occasion}`)) schedule.showings.splice(index, 1);
  }
  const fresh = [...current.values()].filter((show) => !schedule.showings.some((known) => known.tconst === show.tconst && known.occasion === occasionOf(show)));
  fresh.sort((a, b) => (a.tconst < b.tconst ? -1 : a.tconst > b.tconst ? 1 : a.time - b.time));
  for (const show of fresh) {
    schedule.showings.push({
      id: ++schedule.sequence,
      tconst: show.tconst,
      occasion: occasionOf(show),
      time: show.time,
      channels: show.service === null ? show.channels : [],
      serviceId: show.service?.id ?? null,
      service: show.service?.name ?? null,
      link: show.link,
    });
  }
};

const alertingUsers = (data: InMemoryData) => (userId: number) => {
  const account = data.accounts.get(userId);
  return account !== undefined && account.receiveFilmAlerts && account.terminatedAt === null ? account : undefined;
};

export const filmAlertsFake = (data: InMemoryData, schedule: AlertSchedule) => {
  const alerting = alertingUsers(data);
  const untold = (userId: number, tconst: string, through: number, now: number) =>
    schedule.showings
      .filter((showing) => showing.tconst === tconst && showing.id > through && (showing.serviceId !== null || showing.time > now))
      .sort((a, b) =>
        a.serviceId === null && b.serviceId === null
          ? a.time - b.time || a.id - b.id
          : a.serviceId === null
            ? -1
            : b.serviceId === null
              ? 1
              : (a.service ?? "") < (b.service ?? "")
                ? -1
                : (a.service ?? "") > (b.service ?? "")
                  ? 1
                  : a.id - b.id,
      );
  return Layer.succeed(
    FilmAlerts,
    FilmAlerts.of({
      findMatches: (now) =>
        Effect.sync(() => {
          syncShowings(data, schedule, now);
          const newest = new Map<string, number>();
          for (const showing of schedule.showings) newest.set(showing.tconst, Math.max(newest.get(showing.tconst) ?? 0, showing.id));
          const matches = new Map<number, number>();
          for (const row of data.userTitles.values()) {
            if (!row.alert || alerting(row.userId) === undefined) continue;
            if ((newest.get(row.tconst) ?? 0) > (row.alertedThrough ?? 0)) matches.set(row.userId, (matches.get(row.userId) ?? 0) + 1);
          }
          for (const [userId, titles] of matches) if (!schedule.queue.has(userId)) schedule.queue.set(userId, titles);
          return { users: matches.size, titles: [...matches.values()].reduce((sum, count) => sum + count, 0) };
        }),
      deliverBatch: (now, limit, deliver) =>
        Effect.sync(() => {
          const claimed = [...schedule.queue.keys()].sort((a, b) => a - b).slice(0, limit);
          const planned: Array<{ readonly alerts: UserAlerts; readonly told: ReadonlyArray<readonly [string, number]> }> = [];
          for (const userId of claimed) {
            const account = alerting(userId);
            if (account === undefined) continue;
            const rows = [...data.userTitles.values()].filter((row) => row.userId === userId && row.alert);
            const titles: Array<AlertedTitle & { readonly through: number; readonly changed: number }> = [];
            for (const row of rows) {
              const title = data.titles.get(row.tconst);
              const showings = untold(userId, row.tconst, row.alertedThrough ?? 0, now);
              if (title === undefined || showings.length === 0) continue;
              titles.push({
                tconst: row.tconst,
                title: title.title,
                year: title.year,
                slug: slugOf(title),
                kind: title.kind,
                showings: showings.map((showing): AlertShowing => ({
                  time: showing.time,
                  channels: showing.channels,
                  service: showing.service,
                  link: showing.link,
                })),
                through: Math.max(...showings.map((showing) => showing.id)),
                changed: row.updatedAt,
              });
            }
            if (titles.length === 0) continue;
            titles.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.tconst < b.tconst ? -1 : 1));
            const key = `${userId}:${titles.map((title) => `${title.tconst}@${title.changed}/${title.through}`).join(",")}`;
            planned.push({
              alerts: {
                userId,
                email: account.email,
                titles: titles.map(({ through: _through, changed: _changed, ...title }) => title),
                key,
              },
              told: titles.map((title) => [title.tconst, title.through] as const),
            });
          }
          // Like one transaction: every mail is made before anything is written, so a failure writes nothing.
          const deliveries = planned.map((plan) => ({ plan, delivery: deliver(plan.alerts) }));
          for (const { plan, delivery } of deliveries) {
            enqueueInMemory(data, delivery.mail);
            for (const message of delivery.messages) {
              data.messages.push({
                id: nextId(data),
                date: message.createdAt,
                text: message.text,
                read: false,
                kind: message.kind,
                slug: message.slug,
                userId: plan.alerts.userId,
              });
            }
            for (const [tconst, through] of plan.told) {
              const row = data.userTitles.get(`${plan.alerts.userId}/${tconst}`);
              if (row !== undefined) row.alertedThrough = Math.max(row.alertedThrough ?? 0, through);
            }
          }
          for (const userId of claimed) schedule.queue.delete(userId);
          return { claimed: claimed.length, mails: deliveries.length };
        }),
    }),
  );
};
