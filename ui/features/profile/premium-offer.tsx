import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { PREMIUM_ACTIVATION_NOTICE } from "../../../domain/premium.ts";
import { PREMIUM_MONTHS, PREMIUM_PRICE_POUNDS } from "../../../domain/user.ts";
import { useAppSelector } from "../../app/store.ts";
import { formatDayMonthYear } from "../../../domain/london-time.ts";
import { theme } from "../../app/theme.ts";
import { primaryButtonStyle } from "../../controls/button-styles.ts";
import { api } from "../../app/contract-api.ts";
import { useFetched } from "../../app/use-fetched.ts";

export const premiumBadge = (until: number | null): string => `Premium member (expires on ${until === null ? "" : formatDayMonthYear(until)})`;
export const PREMIUM_THANKS = "Thank you for supporting TellyFilms! You see no adverts.";
export const PREMIUM_APPROVED_QUERY = "premium=approved";

const badge = css({
  display: "inline-block",
  padding: "0.35rem 0.75rem",
  borderRadius: "1rem",
  background: theme.colors.accent,
  color: theme.colors.ink,
  fontWeight: 700,
});
const refused = css({
  padding: "0.6rem 0.9rem",
  background: theme.colors.dangerSoft,
  color: theme.colors.danger,
  border: `1px solid ${theme.colors.danger}`,
  borderRadius: theme.radius,
});

// SPEC §4: back from an approved payment the user is told that activation may take up to 24 hours.
const useApprovalNotice = () => {
  useEffect(() => {
    if (!window.location.search.includes(PREMIUM_APPROVED_QUERY)) return;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    window.alert(PREMIUM_ACTIVATION_NOTICE);
  }, []);
};

export const PremiumOffer = () => {
  const user = useAppSelector((state) => state.user.user);
  const [state, setState] = useState<{ readonly phase: "idle" | "starting" } | { readonly phase: "refused"; readonly message: string }>({ phase: "idle" });
  const offer = useFetched(api.usePremiumOfferQuery());
  const [checkout] = api.usePremiumCheckoutMutation();
  useApprovalNotice();

  if (user.premium)
    return (
      <div css={{ display: "grid", gap: "0.5rem", justifyItems: "start" }}>
        <span css={badge}>{premiumBadge(user.premium_until)}</span>
        <p css={{ margin: 0 }}>{PREMIUM_THANKS}</p>
      </div>
    );

  const subscribe = async () => {
    setState({ phase: "starting" });
    const { data: answer } = await checkout();
    if (answer?.url != null) {
      window.location.assign(answer.url);
      return;
    }
    setState({ phase: "refused", message: answer?.message ?? "The subscription could not be started. Please try again later." });
  };

  return (
    <div css={{ display: "grid", gap: "0.6rem", justifyItems: "start" }}>
      <p css={{ margin: 0 }}>
        Go premium: no adverts for {PREMIUM_MONTHS} months for £{PREMIUM_PRICE_POUNDS} a year. Activation may take up to 24 hours.
      </p>
      {offer.phase === "loaded" && !offer.value.available ? (
        <p css={{ margin: 0, color: theme.colors.muted }}>{offer.value.message}</p>
      ) : (
        <button type="button" css={primaryButtonStyle} disabled={state.phase === "starting" || offer.phase === "loading"} onClick={() => void subscribe()}>
          {state.phase === "starting" ? "Starting..." : `Subscribe for £${PREMIUM_PRICE_POUNDS} a year`}
        </button>
      )}
      {state.phase === "refused" && (
        <p role="alert" css={refused}>
          {state.message}
        </p>
      )}
    </div>
  );
};
