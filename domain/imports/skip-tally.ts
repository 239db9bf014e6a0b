export interface SkippedRows {
  readonly reason: string;
  readonly count: number;
}

/** Counts rows left out of an import, by reason. */
export const makeSkipTally = () => {
  const counts = new Map<string, number>();
  return {
    skip: (reason: string, count = 1): void => {
      if (count > 0) counts.set(reason, (counts.get(reason) ?? 0) + count);
    },
    total: (): number => [...counts.values()].reduce((sum, count) => sum + count, 0),
    list: (): ReadonlyArray<SkippedRows> => [...counts].map(([reason, count]) => ({ reason, count })),
  };
};
