// CSRF protection on cookie-authenticated writes, without a token the client must carry: every write
// (POST, PUT, PATCH, DELETE) from a browser must come from the server's own origin or an origin the
// configuration allows (the same list credentialed CORS answers, http/cors.ts). Browsers say where a
// request comes from in `Sec-Fetch-Site` (all current ones) and `Origin` (every cross-origin write); a
// request with neither header does not come from a browser page, so no cookie was attached behind the
// user's back (curl, the contract suite). The session cookie is SameSite=Lax by default, a second
// line (a cross-site POST does not carry it); with cross-site cookies (SameSite=None, for hosts on
// another site) this check is the line.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfRequest {
  method: string;
  /** Header values by lower-case name. */
  headers: Record<string, string | string[] | undefined>;
  /**
   * The host the server is reached at, e.g. "127.0.0.1:5173" (the Host header). An Origin with this
   * host is the server's own, whatever its scheme (a TLS proxy in front changes only the scheme).
   */
  ownHost: string;
  /** Other origins allowed to write (the configuration's allowedOrigins). */
  allowedOrigins: readonly string[];
}

function header(headers: CsrfRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether `origin` names `ownHost` (default ports normalised with the origin's own scheme). */
export function isOwnHost(origin: string, ownHost: string): boolean {
  try {
    const url = new URL(origin);
    return url.host === new URL(`${url.protocol}//${ownHost}`).host;
  } catch {
    return false;
  }
}

/** Why the request is refused, or null when it may go on. */
export function csrfRefusal(request: CsrfRequest): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const origin = header(request.headers, 'origin');
  const allowed = (value: string) =>
    isOwnHost(value, request.ownHost) || request.allowedOrigins.includes(value);
  if (origin !== undefined && origin !== 'null' && allowed(origin)) return null;
  if (origin !== undefined) {
    return origin === 'null'
      ? 'a write from an opaque origin (null) is not allowed'
      : `a write from the origin ${origin} is not allowed (allow it with --allowed-origin ${origin}, or VITRINE_ALLOWED_ORIGINS)`;
  }
  const site = header(request.headers, 'sec-fetch-site');
  // 'none': the user typed or bookmarked it; 'same-origin': our own page.
  if (site === undefined || site === 'same-origin' || site === 'none') return null;
  return `a ${site} write without an allowed Origin is not allowed`;
}
