export { BannerList } from "./banner-list.tsx";
