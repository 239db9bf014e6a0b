import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { CUSTOM_LIST_DEFAULT_LABEL } from "../../../domain/channel-source.ts";
import { channelListUpdatedToast } from "../../../domain/channel-list.ts";
import type { User } from "../../../domain/user.ts";
import { api } from "../../app/contract-api.ts";
import { showToast } from "../toasts/index.ts";
import { userReceived } from "../user/index.ts";

interface ChannelsRoot {
  readonly user: { readonly user: User };
  readonly toasts: { readonly nextId: number };
}

type Thunk<R> = ThunkAction<Promise<R>, ChannelsRoot, unknown, UnknownAction>;

type ChannelsChange = Extract<
  NonNullable<Parameters<typeof api.endpoints.updateUser.initiate>[0]>["body"],
  { readonly channel?: number } | { readonly channels: unknown }
>;

// A change of the channel lists answers the user as it now is (null when refused or failed).
const changeChannels =
  (body: ChannelsChange): ThunkAction<Promise<User | null>, ChannelsRoot, unknown, UnknownAction> =>
  async (dispatch) => {
    const { data } = await dispatch(api.endpoints.updateUser.initiate({ body }));
    return data !== undefined && "channel_lists" in data ? data : null;
  };

/** Which list the editor shows: the default custom list, a named one, or a platform whose channels start the default list. */
export type EditedList =
  | { readonly kind: "default" }
  | { readonly kind: "named"; readonly id: number; readonly title: string }
  | { readonly kind: "platform"; readonly systemId: number };

const updated =
  (label: string, user: User | null): ThunkAction<boolean, ChannelsRoot, unknown, UnknownAction> =>
  (dispatch) => {
    if (user === null) return false;
    dispatch(userReceived(user));
    dispatch(showToast(channelListUpdatedToast(label)));
    return true;
  };

// SPEC §4: editing a platform list updates the default custom list, which starts from the platform's channels.
export const channelToggled =
  (list: EditedList, channel: number, current: ReadonlyArray<number>): Thunk<boolean> =>
  async (dispatch) => {
    if (list.kind === "named") {
      const channels = current.includes(channel) ? current.filter((id) => id !== channel) : [...current, channel];
      return dispatch(channelsReplaced(list, channels));
    }
    const system = list.kind === "platform" ? list.systemId : null;
    const user = await dispatch(changeChannels({ action: "toggle channel", channel, channels_list: null, system }));
    return dispatch(updated(CUSTOM_LIST_DEFAULT_LABEL, user));
  };

export const channelsReplaced =
  (list: EditedList, channels: ReadonlyArray<number>): Thunk<boolean> =>
  async (dispatch) => {
    const id = list.kind === "named" ? list.id : null;
    const user = await dispatch(changeChannels({ action: "update channels list", channels, channels_list: id }));
    return dispatch(updated(list.kind === "named" ? list.title : CUSTOM_LIST_DEFAULT_LABEL, user));
  };

// A new list starts with the default list's channels (the server answers them with the list); it answers the new list's id.
export const channelListCreated =
  (title: string): Thunk<number | null> =>
  async (dispatch, getState) => {
    const before = getState().user.user;
    const { data: user } = await dispatch(api.endpoints.changeChannelLists.initiate({ body: { action: "create channels list", title } }));
    if (user === undefined) return null;
    dispatch(userReceived(user));
    const created = user.channel_lists.find((list) => !before.channel_lists.some((old) => old.id === list.id));
    return created === undefined ? null : created.id;
  };

export const channelListDeleted =
  (id: number): Thunk<boolean> =>
  async (dispatch) => {
    const { data: user } = await dispatch(api.endpoints.changeChannelLists.initiate({ body: { action: "delete channels list", channels_list: id } }));
    if (user === undefined) return false;
    dispatch(userReceived(user));
    return true;
  };
