/** The header cell of an endpoint's row: its URL, or the page's origin for the node the app is served beside (`''`). */
export function EndpointRowHeader({ url }: { url: string }) {
  return (
    <th scope="row" className="py-1 pr-4 font-mono text-xs font-normal break-all">
      {url || window.location.origin}
    </th>
  );
}
