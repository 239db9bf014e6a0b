import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import { App } from "../../../ui/app/app.tsx";
import { makeStore } from "../../../ui/app/store.ts";
import "./ui-test-harness.ts";

export const renderApp = (path: string) => {
  window.history.replaceState(null, "", path);
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  return { store, ...view };
};
