export { showToast } from "./show-toast.ts";
