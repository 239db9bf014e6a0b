import { useState } from "react";
import { Spinner } from "../../controls/spinner.tsx";

const FALLBACK = "Loading films…";

// A different greeting on each visit; the pick is cosmetic, so it may use Math.random.
export const GREETINGS: ReadonlyArray<string> = [
  "Popcorn at the ready...",
  "Dimming the lights...",
  "Checking what's on tonight...",
  "Rewinding the tapes...",
  "Finding you a good seat...",
  "Flicking through the channels...",
  "Warming up the projector...",
  "Putting the kettle on...",
];

export const LoadingGreeting = () => {
  const [greeting] = useState(() => GREETINGS[Math.floor(Math.random() * GREETINGS.length)] ?? FALLBACK);
  return <Spinner label={greeting} />;
};
