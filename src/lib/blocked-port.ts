/**
 * Ports every browser refuses to fetch from, whatever the page: the Fetch standard's "bad port"
 * list (https://fetch.spec.whatwg.org/#port-blocking), which Chromium, Firefox and Safari follow.
 * A node on one of them can never be reached from the explorer, so it is said before any request.
 */
const BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135,
  137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720,
  1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The port of an http(s) URL that browsers refuse, or null (a URL without a port uses 80 or 443, which they allow). */
export function blockedPort(url: string): number | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.port === '') return null;
  const port = Number(parsed.port);
  return BAD_PORTS.has(port) ? port : null;
}

/** The first of `urls` on a port browsers refuse, with that port. */
export function firstBlocked(urls: readonly string[]): { url: string; port: number } | null {
  for (const url of urls) {
    const port = blockedPort(url);
    if (port !== null) return { url, port };
  }
  return null;
}
