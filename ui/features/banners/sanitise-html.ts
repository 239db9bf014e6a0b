import DOMPurify from "dompurify";

const ALLOWED_TAGS = ["a", "strong", "em", "b", "i", "br", "span", "p"];
const ALLOWED_ATTR = ["href", "title", "target", "rel"];

export const sanitiseHtml = (html: string): string => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
