import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { ANONYMOUS_USER, type User } from "../../../domain/user.ts";

interface UserState {
  readonly user: User;
}

const initialState: UserState = { user: ANONYMOUS_USER };

// The account features dispatch userReceived after login, signup or loading the user's initial data.
export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    userReceived: (_state, action: PayloadAction<User>) => ({ user: action.payload }),
    userCleared: () => initialState,
  },
});

export const { userReceived, userCleared } = userSlice.actions;
