import type { SsoBrand } from "#shared/sso";

/**
 * Issue 47: the provider's own mark beside "Sign in with …", as the providers' branding rules ask (Google's "G",
 * Microsoft's four squares, Clever's and ClassLink's letters on their colour). Decorative: the link's text names the
 * provider, so the mark is hidden from screen readers.
 */
export function SsoBrandMark({ brand }: { brand: SsoBrand }) {
  const common = { width: 18, height: 18, viewBox: "0 0 18 18", "aria-hidden": true, focusable: false, className: "mr-2 shrink-0" } as const;
  switch (brand) {
    case "google":
      return (
        <svg {...common} data-brand="google">
          <path fill="#4285F4" d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z" />
          <path fill="#34A853" d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z" />
          <path fill="#FBBC05" d="M3.97 10.72A5.41 5.41 0 0 1 3.68 9c0-.6.1-1.18.29-1.72V4.95H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.05l3.01-2.33z" />
          <path fill="#EA4335" d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A8.65 8.65 0 0 0 9 0 9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z" />
        </svg>
      );
    case "microsoft":
      return (
        <svg {...common} data-brand="microsoft">
          <rect x="0" y="0" width="8.5" height="8.5" fill="#F25022" />
          <rect x="9.5" y="0" width="8.5" height="8.5" fill="#7FBA00" />
          <rect x="0" y="9.5" width="8.5" height="8.5" fill="#00A4EF" />
          <rect x="9.5" y="9.5" width="8.5" height="8.5" fill="#FFB900" />
        </svg>
      );
    case "clever":
      return (
        <svg {...common} data-brand="clever">
          <rect width="18" height="18" rx="3" fill="#4274F6" />
          <text x="9" y="13.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
            C
          </text>
        </svg>
      );
    case "classlink":
      return (
        <svg {...common} data-brand="classlink">
          <rect width="18" height="18" rx="9" fill="#1B75BB" />
          <text x="9" y="13" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
            CL
          </text>
        </svg>
      );
  }
}
