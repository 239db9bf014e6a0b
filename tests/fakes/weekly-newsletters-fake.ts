import { Effect, Layer } from "effect";
import { WeeklyNewsletters, type NewsletterRecipient, type PremiereShow } from "../../application/newsletter/weekly-newsletters.ts";
import type { TasteFilm } from "../../domain/recommendations.ts";
import { enqueueInMemory, type InMemoryData } from "./in-memory-data.ts";

export interface ScheduledPremiere extends PremiereShow {
  readonly systemId: number;
}

/** The premieres on the schedule and the weeks already mailed, beside the shared in-memory data. */
export interface NewsletterState {
  readonly premieres: Array<ScheduledPremiere>;
  readonly delivered: Set<string>;
}

export const newsletterStateOf = (): NewsletterState => ({ premieres: [], delivered: new Set() });

export const weeklyNewslettersFake = (data: InMemoryData, state: NewsletterState) =>
  Layer.succeed(
    WeeklyNewsletters,
    WeeklyNewsletters.of({
      recipients: (week, afterUserId, limit) =>
        Effect.sync(() =>
          [...data.accounts.values()]
            .filter(
              (account) =>
                account.receiveNewsletter && account.terminatedAt === null && account.id > afterUserId && !state.delivered.has(`${account.id}/${week}`),
            )
            .sort((a, b) => a.id - b.id)
            .slice(0, limit)
            .map((account): NewsletterRecipient => {
              const rows = [...data.userTitles.values()].filter((row) => row.userId === account.id);
              const taste = rows
                .filter((row) => row.watched)
                .flatMap((row): Array<TasteFilm> => {
                  const title = data.titles.get(row.tconst);
                  return title === undefined
                    ? []
                    : [
                        {
                          tconst: row.tconst,
                          year: title.year,
                          genres: title.genres,
                          directors: title.directors,
                          stars: title.stars.slice(0, 5),
                          rating: row.stars,
                        },
                      ];
                });
              const defaultList = [...data.channelLists.values()].find((list) => list.userId === account.id && list.isDefault);
              return {
                userId: account.id,
                email: account.email,
                channels: [...(defaultList?.channels ?? [])].sort((a, b) => a - b),
                taste,
                excluded: rows
                  .filter((row) => row.watched || row.notInterested)
                  .map((row) => row.tconst)
                  .sort(),
              };
            }),
        ),
      premieres: (systemId, from, to) =>
        Effect.sync(() =>
          state.premieres
            .filter((show) => show.systemId === systemId && show.time >= from && show.time < to)
            .sort((a, b) => a.time - b.time || (a.title < b.title ? -1 : 1) || (a.channelName < b.channelName ? -1 : 1))
            .map(({ systemId: _system, ...show }) => show),
        ),
      deliver: (week, mails) =>
        Effect.sync(() => {
          let queued = 0;
          for (const { userId, mail } of mails) {
            const key = `${userId}/${week}`;
            if (state.delivered.has(key) || !data.accounts.has(userId)) continue;
            state.delivered.add(key);
            enqueueInMemory(data, mail);
            queued += 1;
          }
          return queued;
        }),
      forgetWeeksBefore: (week) =>
        Effect.sync(() => {
          for (const key of state.delivered) if ((key.split("/")[1] ?? "") < week) state.delivered.delete(key);
        }),
    }),
  );
