/** Quotes text for a POSIX shell. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A `curl` command that repeats a JSON-RPC call exactly. */
export function toCurl(url: string, body: string): string {
  return `curl -s -X POST -H 'content-type: application/json' --data ${shellQuote(body)} ${shellQuote(url)}`;
}
