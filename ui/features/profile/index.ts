export { HistoryImportPanel } from "./history-import-panel.tsx";
export { PremiumOffer } from "./premium-offer.tsx";
export { ProfileImage } from "./profile-image.tsx";
