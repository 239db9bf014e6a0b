export const CONTACT_EMAIL = "hello@tellyfilms.example";
export const COMPANY_NAME = "Telly Apps Ltd";
export const COMPANY_URL = "https://example.com/telly-apps";
export const SOCIAL_LINKS: ReadonlyArray<{ readonly name: string; readonly url: string }> = [
  { name: "Facebook", url: "https://www.facebook.com/tellyfilms" },
  { name: "X (Twitter)", url: "https://x.com/tellyfilms" },
  { name: "Instagram", url: "https://www.instagram.com/tellyfilms" },
];
export const COPYRIGHT = "© 2014-2025";
