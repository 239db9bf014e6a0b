import { useEffect } from "react";
import { api } from "../../app/contract-api.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { advertChosen } from "./ads-slice.ts";

// SPEC §4: one random advert per visit, reported as viewed once; premium members get none, so the choice waits for the user.
export const useAdvertChoice = (): void => {
  const dispatch = useAppDispatch();
  const adverts = useAppSelector((state) => state.basicData.data?.adverts ?? null);
  const premium = useAppSelector((state) => state.user.user.premium);
  const userLoaded = useAppSelector((state) => state.user.loaded);
  const chosen = useAppSelector((state) => state.ads.chosen);
  useEffect(() => {
    if (!userLoaded || premium || chosen !== null || adverts === null || adverts.length === 0) return;
    const advert = adverts[Math.floor(Math.random() * adverts.length)];
    if (advert === undefined) return;
    dispatch(advertChosen(advert));
    void dispatch(api.endpoints.advertViewed.initiate({ params: { id: advert.id } }));
  }, [dispatch, adverts, premium, userLoaded, chosen]);
};

export const useAdvert = () => {
  const premium = useAppSelector((state) => state.user.user.premium);
  const chosen = useAppSelector((state) => state.ads.chosen);
  return premium ? null : chosen;
};

/** True while this visit may still be given an advert (the visitor or the adverts are not known yet): the top slot keeps its place meanwhile, so the page does not move when one arrives. */
export const useAdvertPending = (): boolean => {
  const premium = useAppSelector((state) => state.user.user.premium);
  const userLoaded = useAppSelector((state) => state.user.loaded);
  const adverts = useAppSelector((state) => state.basicData.data?.adverts ?? null);
  const chosen = useAppSelector((state) => state.ads.chosen);
  return chosen === null && !premium && (!userLoaded || adverts === null);
};
