import { useLayoutEffect, useState, type RefObject } from "react";

// The list's distance from the top of the document, kept current as panels above it open and close.
export const useScrollMargin = (ref: RefObject<HTMLElement | null>): number => {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => setMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return margin;
};
