import { useMemo } from "react";
import { directorPageTitle, starPageTitle } from "../../domain/page-texts.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { useAppSelector } from "../app/store.ts";
import { Spinner } from "../controls/spinner.tsx";
import { selectLookup } from "../features/listings/index.ts";
import { type PersonRole, FilmsPanel } from "../features/people/index.ts";
import { PageHeading, noticeStyle } from "./page-heading.tsx";
import { api } from "../app/contract-api.ts";
import { useFetched } from "../app/use-fetched.ts";

type Params = Readonly<Record<string, string | undefined>>;

export const INVALID_PERSON_PAGE: Readonly<Record<PersonRole, string>> = {
  star: "Invalid star page (404 Not Found)",
  director: "Invalid director page (404 Not Found)",
};

const PersonPage = ({ role, slug }: { readonly role: PersonRole; readonly slug: string }) => {
  const star = api.useStarQuery({ params: { slug } }, { skip: role !== "star" });
  const director = api.useDirectorQuery({ params: { slug } }, { skip: role !== "director" });
  const fetched = useFetched(role === "star" ? star : director);
  const lookup = useAppSelector(selectLookup);
  const films = useMemo(() => (fetched.phase === "loaded" ? [...fetched.value.films, ...fetched.value.tvseries] : []), [fetched]);
  const withFilms = useMemo(() => ({ ...lookup, films: makeListingLookup({ films }).films }), [lookup, films]);
  if (fetched.phase === "loading") return <Spinner />;
  if (fetched.phase === "failed")
    return (
      <h1 id="page-heading" css={noticeStyle}>
        {INVALID_PERSON_PAGE[role]}
      </h1>
    );
  const title = role === "star" ? starPageTitle(fetched.value.name) : directorPageTitle(fetched.value.name);
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{title}</PageHeading>
      <FilmsPanel films={films} lookup={withFilms} />
    </section>
  );
};

export const StarPage = ({ params }: { readonly params: Params }) => <PersonPage role="star" slug={params["slug"] ?? ""} />;
export const DirectorPage = ({ params }: { readonly params: Params }) => <PersonPage role="director" slug={params["slug"] ?? ""} />;
