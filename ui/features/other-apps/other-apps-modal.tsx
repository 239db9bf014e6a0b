import { css } from "@emotion/react";
import { useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { Spinner } from "../../controls/spinner.tsx";
import { ModalDialog } from "../../frame/modal-dialog.tsx";
import { CONTACT_EMAIL } from "../../frame/company.ts";

export const APP_ICON_SIZE = 65;

const grid = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: "1rem",
  a: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "0.4rem",
    textAlign: "center",
    color: theme.colors.ink,
    textDecoration: "none",
    padding: "0.5rem",
    borderRadius: theme.radius,
  },
  "a:hover": { background: theme.colors.paper },
  img: { borderRadius: 14, background: theme.colors.line },
});

export const OtherAppsModal = ({ onClose }: { readonly onClose: () => void }) => {
  const { status, apps } = useAppSelector((state) => state.otherApps);
  return (
    <ModalDialog title="More apps" onClose={onClose}>
      {status === "loading" && <Spinner />}
      {status === "failed" && <p>The list of apps is not available right now.</p>}
      {status === "loaded" && (
        <ul css={grid}>
          {apps.map((app) => (
            <li key={app.url}>
              <a href={app.url} target="_blank" rel="noopener noreferrer" title={app.description}>
                {app.icon === "" ? (
                  <span
                    aria-hidden="true"
                    css={{
                      width: APP_ICON_SIZE,
                      height: APP_ICON_SIZE,
                      borderRadius: 14,
                      background: theme.colors.ink,
                      color: theme.colors.accent,
                      display: "flex",
                      alignItems: "center",
                      justifyContent: "center",
                      fontSize: "1.6rem",
                      fontWeight: 700,
                    }}
                  >
                    {app.name.slice(0, 1)}
                  </span>
                ) : (
                  <img src={app.icon} alt="" width={APP_ICON_SIZE} height={APP_ICON_SIZE} />
                )}
                <strong>{app.name}</strong>
                <span css={{ fontSize: "0.8rem", color: theme.colors.muted }}>{app.description}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p css={{ marginTop: "1.25rem" }}>
        Need a custom web app? <a href={`mailto:${CONTACT_EMAIL}?subject=Custom%20web%20app%20enquiry`}>Tell us about your project</a>.
      </p>
    </ModalDialog>
  );
};
