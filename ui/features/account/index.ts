export { Avatar } from "./avatar.tsx";
export { fieldError, fieldNote } from "./credential-fields.tsx";
export { MessageText, messageStyle } from "./message-text.tsx";
export { refusalOf } from "./refusal.ts";
