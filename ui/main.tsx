import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { App } from "./app/app.tsx";
import { makeStore } from "./app/store.ts";
import { prefetchMainListing } from "./features/listings/prefetch-main-listing.ts";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

const store = makeStore();
if (window.location.pathname === "/") {
  void import("./pages/main-page.tsx");
  prefetchMainListing(store);
}

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
