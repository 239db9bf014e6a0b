export { ScrollRestoration } from "./scroll-restoration.tsx";
