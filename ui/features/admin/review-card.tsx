import { useId, useState } from "react";
import type { AdminReview } from "../../../domain/admin/admin-review.ts";
import { SwitchField } from "../../controls/switch-field.tsx";
import { useAdminClient } from "./admin-client.ts";
import { cardStyle, mutedText, statusStyle } from "./admin-styles.ts";

/** A written review to check: verified reviews may show on the film page. */
export const ReviewCard = ({ review, onChanged }: { readonly review: AdminReview; readonly onChanged: (review: AdminReview) => void }) => {
  const headingId = useId();
  const { setReviewVerified } = useAdminClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (verified: boolean) => {
    setBusy(true);
    const result = await setReviewVerified(review.id, verified);
    setBusy(false);
    if (result.ok) onChanged(result.value);
    setError(result.ok ? null : result.message);
  };
  return (
    <article css={cardStyle} aria-labelledby={headingId}>
      <header css={{ display: "flex", gap: "0.75rem", alignItems: "flex-start", justifyContent: "space-between" }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: "1.1rem" }}>
          Review of <a href={review.film_url}>{review.film}</a>
        </h2>
        <SwitchField label="Verified" checked={review.verified} disabled={busy} onChange={(verified) => void toggle(verified)} />
      </header>
      <p css={mutedText}>
        IMDb {review.film_id} · review {review.id}
      </p>
      {review.synopsis !== null && <p css={{ margin: 0, fontStyle: "italic" }}>{review.synopsis}</p>}
      <p css={{ margin: 0, whiteSpace: "pre-wrap" }}>{review.review}</p>
      <p role="status" css={error === null ? mutedText : statusStyle("error")}>
        {error ?? ""}
      </p>
    </article>
  );
};
