import { useEffect } from "react";
import type { AdvertSlot } from "../../../domain/advert.ts";
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

/**
 * The visit's advert for its slots: the one chosen; "pending" while the visitor or the adverts are not known yet (the slots
 * keep their place meanwhile, so the page does not move when it comes); null for premium members or when there is none.
 */
export const useAdvert = (): AdvertSlot => {
  const premium = useAppSelector((state) => state.user.user.premium);
  const userLoaded = useAppSelector((state) => state.user.loaded);
  const adverts = useAppSelector((state) => state.basicData.data?.adverts ?? null);
  const chosen = useAppSelector((state) => state.ads.chosen);
  if (premium) return null;
  if (chosen !== null) return chosen;
  return !userLoaded || adverts === null ? "pending" : null;
};
