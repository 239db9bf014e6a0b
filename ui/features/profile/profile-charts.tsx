import { ResponsiveBar } from "@nivo/bar";
import { ResponsivePie } from "@nivo/pie";
import { css } from "@emotion/react";
import type { ChartSeries } from "../../../domain/profile-charts.ts";
import { api } from "../../app/contract-api.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHidden } from "../../app/visually-hidden.ts";
import { Spinner } from "../../controls/spinner.tsx";

const charts = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  gap: "1.25rem",
  figure: { margin: 0, padding: "0.75rem", background: theme.colors.card, borderRadius: theme.radius, boxShadow: theme.shadow },
  figcaption: { fontWeight: 700, fontSize: "1.1rem", marginBottom: "0.25rem" },
});

const chartBox = css({ height: 320 });

const nivoTheme = { text: { fontSize: 12, fill: theme.colors.ink }, tooltip: { container: { color: theme.colors.ink } } };

// The numbers behind a chart, for screen readers.
const ChartTable = ({ series, label }: { readonly series: ChartSeries; readonly label: string }) => (
  <table css={visuallyHidden}>
    <thead>
      <tr>
        <th scope="col">{label}</th>
        <th scope="col">Films</th>
      </tr>
    </thead>
    <tbody>
      {series.names.map((name, index) => (
        <tr key={name}>
          <td>{name}</td>
          <td>{series.data[index] ?? 0}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

export const ProfileCharts = () => {
  const { currentData, isError } = api.useUserQuery({ query: { "favourite-genres": "" } });
  if (isError || (currentData !== undefined && !("genres" in currentData))) return <p>Your charts are not available right now.</p>;
  if (currentData === undefined) return <Spinner label="Loading your charts…" />;
  const graph = currentData;
  const { genres, years } = graph;
  const pie = genres.names.map((name, index) => ({ id: name, label: name, value: genres.data[index] ?? 0 }));
  const bars = years.names.map((name, index) => ({ decade: name, films: years.data[index] ?? 0 }));
  return (
    <div css={charts}>
      <figure>
        <figcaption>Favourite Genres</figcaption>
        <div css={chartBox} aria-hidden="true">
          <ResponsivePie
            data={pie}
            theme={nivoTheme}
            margin={{ top: 24, right: 90, bottom: 24, left: 90 }}
            innerRadius={0.5}
            padAngle={1}
            cornerRadius={3}
            colors={{ scheme: "set2" }}
            arcLinkLabelsTextColor={theme.colors.ink}
            arcLinkLabelsColor={{ from: "color" }}
            arcLinkLabelsSkipAngle={8}
            arcLabelsSkipAngle={12}
            arcLabelsTextColor={theme.colors.ink}
            animate={false}
          />
        </div>
        <ChartTable series={genres} label="Genre" />
      </figure>
      <figure>
        <figcaption>Favourite Years</figcaption>
        <div css={chartBox} aria-hidden="true">
          <ResponsiveBar
            data={bars}
            keys={["films"]}
            indexBy="decade"
            theme={nivoTheme}
            margin={{ top: 16, right: 16, bottom: 48, left: 44 }}
            padding={0.3}
            colors={theme.colors.inkSoft}
            labelTextColor="#ffffff"
            axisLeft={{ tickValues: 5, legend: "Films", legendPosition: "middle", legendOffset: -36 }}
            axisBottom={{ tickRotation: -30 }}
            animate={false}
          />
        </div>
        <ChartTable series={years} label="Decade" />
      </figure>
    </div>
  );
};
