/** PUB-011: the footer is hidden on exactly these paths. */
export const FOOTER_HIDDEN_PATHS = ["/not-found", "/buy/class", "/checkout", "/buy", "/buy/individual", "/thankyou", "/bookstore"];

export function isFooterHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return FOOTER_HIDDEN_PATHS.includes(path);
}

export const SOCIAL_LINKS = [
  { key: "facebook", href: "https://www.facebook.com/biotext" },
  { key: "twitter", href: "https://x.com/biotext" },
  { key: "instagram", href: "https://www.instagram.com/biotext" },
  { key: "youtube", href: "https://www.youtube.com/@biotext" },
  { key: "linkedin", href: "https://www.linkedin.com/company/biotext" },
] as const;
