// Which requests the API rules (Origin, one value per query parameter, no-store) apply to. The
// router decodes percent-escapes, so `/%61pi/…` reaches the API routes: decide on the decoded
// path, never on the raw URL.
export function isApiUrl(url: string): boolean {
  const raw = url.split('?', 1)[0] ?? '';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // Undecodable: the router refuses it anyway; judge the raw spelling.
  }
  return path === '/api' || path.startsWith('/api/');
}
