// Storage may be unavailable (privacy modes) or hold hand-edited text: reads answer undefined, writes never throw.
export const readStored = (key: string, storage: "local" | "session" = "local"): unknown => {
  try {
    const text = (storage === "local" ? window.localStorage : window.sessionStorage).getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

export const writeStored = (key: string, value: unknown, storage: "local" | "session" = "local"): void => {
  try {
    (storage === "local" ? window.localStorage : window.sessionStorage).setItem(key, JSON.stringify(value));
  } catch {
    return;
  }
};
