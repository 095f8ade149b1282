import { t } from '@lingui/core/macro';

/** What users read about a node on a port browsers refuse. */
export const BLOCKED_PORT_TEXT = {
  title: (port: number) => t`The browser refuses port ${port}`,
  detail: (url: string, port: number) =>
    t`${url} uses port ${port}, which browsers never connect to from a web page (a port of another service, on the Fetch standard’s list of bad ports). No request was sent.`,
  get advice() { return t`Serve the node on another port (its default is 9650), or put it behind a proxy on an allowed port.`; },
  refused: (url: string, port: number) => t`The browser refuses port ${port} (${url}): browsers never connect to it from a web page. Use another port.`,
};
