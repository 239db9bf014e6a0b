import { slugOf } from "../../../domain/slug.ts";

export { slugOf };

export const titleKeyOf = (title: { readonly imdb?: string | undefined; readonly title: string; readonly year: number }): string =>
  title.imdb ?? `tf-${slugOf(title.title, title.year)}`;
