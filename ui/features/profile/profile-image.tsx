import { useId, useState } from "react";
import { css } from "@emotion/react";
import { api } from "../../app/contract-api.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHidden } from "../../app/visually-hidden.ts";
import { buttonStyle } from "../../controls/button-styles.ts";
import { Avatar } from "../account/index.ts";
import { profileImageChanged } from "../user/index.ts";

export const DELETE_IMAGE_CONFIRMATION = "Are you sure you want to delete your profile image?";

const IMAGE_SIZE = 120;

const placeholder = css({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "0.4rem",
  padding: "0.5rem",
  border: `2px dashed ${theme.colors.line}`,
  borderRadius: theme.radius,
  cursor: "pointer",
  color: theme.colors.inkSoft,
  fontSize: "0.9rem",
  "&:hover, &:focus-within": { borderColor: theme.colors.ink },
  "&:has(input:focus-visible)": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

// SPEC §2/§8: clicking the placeholder uploads a picture; a failed upload is ignored.
export const ProfileImage = () => {
  const dispatch = useAppDispatch();
  const image = useAppSelector((state) => state.user.user.profile_img);
  const [uploading, setUploading] = useState(false);
  const inputId = useId();

  const upload = async (file: File) => {
    const form = new FormData();
    form.append("img_file", file);
    setUploading(true);
    const { data: answer } = await dispatch(api.endpoints.uploadProfileImage.initiate({ body: form }));
    setUploading(false);
    if (answer !== undefined) dispatch(profileImageChanged(answer.url));
  };

  const input = (
    <input
      id={inputId}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
      css={visuallyHidden}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file !== undefined) void upload(file);
      }}
    />
  );

  return (
    <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "1rem" }}>
      <label css={placeholder}>
        {input}
        <Avatar src={image} size={IMAGE_SIZE} />
        <span>{uploading ? "Uploading..." : image === null ? "Upload a profile image" : "Change profile image"}</span>
      </label>
      {image !== null && (
        <button
          type="button"
          css={buttonStyle}
          onClick={() => {
            if (!window.confirm(DELETE_IMAGE_CONFIRMATION)) return;
            void dispatch(api.endpoints.deleteProfileImage.initiate()).then(({ data: answer }) => {
              if (answer !== undefined) dispatch(profileImageChanged(null));
            });
          }}
        >
          Delete profile image
        </button>
      )}
    </div>
  );
};
