export { FeedbackButton } from "./feedback-button.tsx";
