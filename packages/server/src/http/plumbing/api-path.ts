// Which requests the API rules (Origin, one value per query parameter, no-store) apply to, and
// which the no-script forms' rules (Origin, no-store) apply to. The router decodes
// percent-escapes, so `/%61pi/…` reaches the API routes: decide on the decoded path, never on the
// raw URL.
function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    // Undecodable: the router refuses it anyway; judge the raw spelling.
    return raw;
  }
}

export function isApiUrl(url: string): boolean {
  const path = decodedPath(url);
  return path === '/api' || path.startsWith('/api/');
}

/** The HTML form endpoints (`/forms/contact`, `/forms/support`): browser navigations, outside the API. */
export function isFormUrl(url: string): boolean {
  return decodedPath(url).startsWith('/forms/');
}
