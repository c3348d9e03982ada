// HireBloom's own mark: a bloom of three petals over the word mark.
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" role="img" aria-label="HireBloom"><title>HireBloom</title><g fill="#0f766e"><circle cx="14" cy="12" r="7"/><circle cx="26" cy="12" r="7" opacity=".75"/><circle cx="20" cy="23" r="7" opacity=".5"/></g><text x="40" y="27" font-family="Inter, Arial, sans-serif" font-size="20" font-weight="700" fill="#134e4a">HireBloom</text></svg>`;

export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f766e"/><g fill="#fff"><circle cx="12" cy="12" r="5"/><circle cx="20" cy="12" r="5" opacity=".8"/><circle cx="16" cy="20" r="5" opacity=".6"/></g></svg>`;
