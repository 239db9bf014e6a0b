/**
 * Marks the page's root element when the server sent the app's markup in it; the app removes it once its own first render
 * replaced that markup (from then on the page answers clicks).
 */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/**
 * Set by the browser while the visitor's listing choices (channel source, view, filters) differ from the defaults: the
 * server then sends the page without listing rows, since it renders them for the defaults only.
 */
export const LISTING_CHOICES_COOKIE = "listing_choices";
