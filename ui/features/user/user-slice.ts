import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Message } from "../../../domain/message.ts";
import type { StarRating } from "../../../domain/star-rating.ts";
import { setFlag, setStars, type FlagKind, type UserFlags } from "../../../domain/user-flags.ts";
import { ANONYMOUS_USER, type User } from "../../../domain/user.ts";

interface UserState {
  readonly user: User;
  /** False until the server has said who the visitor is. */
  readonly loaded: boolean;
}

const initialState: UserState = { user: ANONYMOUS_USER, loaded: false };

export interface FlagChange {
  readonly kind: FlagKind;
  readonly tconst: string;
  readonly value: boolean;
}

const flagsOf = (user: User): UserFlags => ({ watched: user.watched, not_interested: user.not_interested, alerts: user.alerts, stars: user.stars });

const withFlags = (state: UserState, flags: UserFlags): UserState => ({ ...state, user: { ...state.user, ...flags } });

const byNewest = (messages: ReadonlyArray<Message>): ReadonlyArray<Message> => [...messages].sort((a, b) => b.date - a.date);

// The account features dispatch userReceived after login, signup or loading the user's initial data.
export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    userReceived: (state, action: PayloadAction<User>) => ({ ...state, user: action.payload, loaded: true }),
    userCleared: (state) => ({ ...state, user: ANONYMOUS_USER, loaded: true }),
    flagToggled: (state, action: PayloadAction<FlagChange>) =>
      withFlags(state, setFlag(flagsOf(state.user), action.payload.kind, action.payload.tconst, action.payload.value)),
    starsChosen: (state, action: PayloadAction<{ readonly tconst: string; readonly stars: StarRating | null }>) =>
      withFlags(state, setStars(flagsOf(state.user), action.payload.tconst, action.payload.stars)),
    flagsSaved: (state, action: PayloadAction<UserFlags>) => withFlags(state, action.payload),
    messageReceived: (state, action: PayloadAction<Message>) => ({
      ...state,
      user: { ...state.user, messages: byNewest([action.payload, ...state.user.messages.filter((message) => message.id !== action.payload.id)]) },
    }),
    latestMessagesReceived: (state, action: PayloadAction<ReadonlyArray<Message>>) => ({
      ...state,
      user: { ...state.user, messages: byNewest(action.payload) },
    }),
    messagesRead: (state, action: PayloadAction<ReadonlyArray<Message>>) => {
      const read = new Map(action.payload.map((message) => [message.id, message]));
      return { ...state, user: { ...state.user, messages: state.user.messages.map((message) => read.get(message.id) ?? { ...message, read: true }) } };
    },
    profileImageChanged: (state, action: PayloadAction<string | null>) => ({ ...state, user: { ...state.user, profile_img: action.payload } }),
    usernameSaved: (state, action: PayloadAction<string>) => ({ ...state, user: { ...state.user, name: action.payload } }),
    emailPreferenceChanged: (state, action: PayloadAction<{ readonly newsletter?: boolean; readonly filmAlerts?: boolean }>) => ({
      ...state,
      user: {
        ...state.user,
        receive_newsletter: action.payload.newsletter ?? state.user.receive_newsletter,
        receive_film_alerts: action.payload.filmAlerts ?? state.user.receive_film_alerts,
      },
    }),
  },
});

export const {
  userReceived,
  userCleared,
  flagToggled,
  starsChosen,
  flagsSaved,
  messageReceived,
  latestMessagesReceived,
  messagesRead,
  profileImageChanged,
  usernameSaved,
  emailPreferenceChanged,
} = userSlice.actions;
