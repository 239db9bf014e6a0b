import { useEffect } from "react";
import { type AdvertContext, type AdvertSlot, advertSlotOf, shouldChooseAdvert } from "../../../domain/advert.ts";
import { api } from "../../app/contract-api.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { advertChosen } from "./ads-slice.ts";

const useAdvertContext = (): AdvertContext => ({
  premium: useAppSelector((state) => state.user.user.premium),
  userLoaded: useAppSelector((state) => state.user.loaded),
  adverts: useAppSelector((state) => state.basicData.data?.adverts ?? null),
  chosen: useAppSelector((state) => state.ads.chosen),
});

// SPEC §4: one random advert per visit, reported as viewed once (the rule: domain/advert.ts).
export const useAdvertChoice = (): void => {
  const dispatch = useAppDispatch();
  const context = useAdvertContext();
  const choose = shouldChooseAdvert(context);
  const { adverts } = context;
  useEffect(() => {
    if (!choose || adverts === null) return;
    const advert = adverts[Math.floor(Math.random() * adverts.length)];
    if (advert === undefined) return;
    dispatch(advertChosen(advert));
    void dispatch(api.endpoints.advertViewed.initiate({ params: { id: advert.id } }));
  }, [dispatch, adverts, choose]);
};

/** The visit's advert for its slots (see advertSlotOf): the slots keep their place while it may still come. */
export const useAdvert = (): AdvertSlot => advertSlotOf(useAdvertContext());
