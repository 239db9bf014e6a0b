/** The moment every browser test runs at: the server's clock stands still there (and seeds that week), and so does each page's. */
export const E2E_NOW = "2026-11-25T19:30:00Z";
export const E2E_YEAR = new Date(E2E_NOW).getUTCFullYear();
