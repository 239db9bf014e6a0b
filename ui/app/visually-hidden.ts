import { css } from "@emotion/react";

/** The rules that hide text from the eye but not from screen readers, to nest under a parent's style by class name. */
export const visuallyHiddenRules = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

export const visuallyHidden = css(visuallyHiddenRules);
