// Traitwise's own mark: a compass needle inside a ring, beside the word mark.
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" role="img" aria-label="Traitwise"><title>Traitwise</title><circle cx="20" cy="20" r="14" fill="none" stroke="#6d28d9" stroke-width="4"/><path d="M20 9 L24 20 L20 31 L16 20 Z" fill="#f59e0b"/><text x="42" y="27" font-family="Georgia, serif" font-size="20" font-weight="700" fill="#4c1d95">Traitwise</text></svg>`;

export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="#6d28d9"/><path d="M16 5 L20 16 L16 27 L12 16 Z" fill="#fbbf24"/></svg>`;
