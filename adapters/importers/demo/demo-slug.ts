import slugify from "slugify";

export const slugOf = (...parts: ReadonlyArray<string | number>): string => slugify(parts.join(" "), { lower: true, strict: true, locale: "en" });

export const titleKeyOf = (title: { readonly imdb?: string | undefined; readonly title: string; readonly year: number }): string =>
  title.imdb ?? `tf-${slugOf(title.title, title.year)}`;
