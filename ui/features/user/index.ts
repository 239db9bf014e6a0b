export { userArrived, userInitialDataRequested } from "./user-initial-data.ts";
export {
  emailPreferenceChanged,
  flagToggled,
  flagsSaved,
  latestMessagesReceived,
  messageReceived,
  messagesRead,
  profileImageChanged,
  starsChosen,
  userCleared,
  userReceived,
  usernameSaved,
} from "./user-slice.ts";
