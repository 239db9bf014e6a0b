import { css } from "@emotion/react";
import { formatDateTime } from "../../../domain/london-time.ts";
import type { AuditEntry } from "../../../domain/admin/audit-entry.ts";
import { theme } from "../../app/theme.ts";

const table = css({
  width: "100%",
  borderCollapse: "collapse",
  background: theme.colors.card,
  fontSize: "0.88rem",
  "th, td": { textAlign: "left", verticalAlign: "top", padding: "0.4rem 0.5rem", borderBottom: `1px solid ${theme.colors.line}` },
  code: { whiteSpace: "pre-wrap", wordBreak: "break-word" },
});

const shown = (fields: AuditEntry["before"]): string =>
  Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");

/** Every admin change, newest first: who, when, what, and the changed fields before and after. */
export const AuditLogTable = ({ entries }: { readonly entries: ReadonlyArray<AuditEntry> }) => (
  <table css={table}>
    <caption css={{ textAlign: "left", fontWeight: 600, padding: "0.5rem 0" }}>Admin changes, newest first</caption>
    <thead>
      <tr>
        <th scope="col">When</th>
        <th scope="col">Who</th>
        <th scope="col">Action</th>
        <th scope="col">Target</th>
        <th scope="col">Before</th>
        <th scope="col">After</th>
      </tr>
    </thead>
    <tbody>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>{formatDateTime(entry.at)}</td>
          <td>{entry.actor}</td>
          <td>{entry.action}</td>
          <td>{entry.target}</td>
          <td>
            <code>{shown(entry.before)}</code>
          </td>
          <td>
            <code>{shown(entry.after)}</code>
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);
