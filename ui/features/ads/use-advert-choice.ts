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
