/**
 * Reading and writing the reader's cookies. Cookie strings come from the browser and may be
 * malformed (bad percent-encoding, stray separators): parsing never throws, a broken pair is skipped.
 */

/** One year, the lifetime of every preference cookie. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 31536000;

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Parses `document.cookie`-style text into a map; the first occurrence of a name wins. */
export function parseCookies(cookieString: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (typeof cookieString !== 'string') return cookies;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = safeDecode(part.slice(0, eq).trim());
    const value = safeDecode(
      part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
    if (!name || value === null || cookies.has(name)) continue;
    cookies.set(name, value);
  }
  return cookies;
}

export function getCookie(cookieString: string | null | undefined, name: string): string | undefined {
  return parseCookies(cookieString).get(name);
}

export interface CookieOptions {
  path?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Builds the string to assign to `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const {path = '/', maxAgeSeconds = PREFERENCE_COOKIE_MAX_AGE_S, sameSite = 'Lax'} = options;
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAgeSeconds}; SameSite=${sameSite}`;
}

/** Where cookies are read from and written to; injected so the rules are testable without a browser. */
export interface CookieJar {
  read(): string;
  write(serialized: string): void;
}

export function browserCookieJar(): CookieJar | null {
  if (typeof document === 'undefined') return null;
  return {
    read: () => {
      try {
        return document.cookie;
      } catch {
        return ''; // sandboxed documents may refuse cookie access
      }
    },
    write: (serialized) => {
      try {
        document.cookie = serialized;
      } catch {
        /* cookies disabled: the choice lasts for this page only */
      }
    },
  };
}
