import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatInteger } from './amount';

/** Every string users read about uptime seen from several nodes, in one place for translation. */
export const UPTIME_OBSERVERS_TEXT = {
  get pageTitle() { return t`Uptime from several nodes`; },
  get heading() { return t`Uptime seen from several nodes`; },
  get intro() {
    return t`A validator’s uptime and “connected” flag are what one node has seen of it. Add other nodes of this network to compare their views: the median settles a single node’s blind spot, and a validator the nodes disagree about is marked.`;
  },
  get linkFromValidators() { return t`Compare uptime seen from several nodes`; },
  get observersCard() { return t`Observing nodes`; },
  get thisNode() { return t`this node`; },
  get nodeInUse() { return t`a node in use`; },
  get urlLabel() { return t`Node URL`; },
  urlPlaceholder: 'https://node.example:9650',
  get labelLabel() { return t`Label (optional)`; },
  get add() { return t`Add node`; },
  get checking() { return t`Checking that the node is on this network…`; },
  remove: (name: string) => t`Remove ${name}`,
  added: (name: string) => t`${name} added.`,
  get loadingObserver() { return t`loading…`; },
  get observerFailed() { return t`not answering`; },
  observerCount: (count: number) => {
    const shown = formatInteger(count, i18n.locale);
    return t`${shown} validators`;
  },
  get retry() { return t`Retry`; },
  get refusedTitle() { return t`This node was not added.`; },
  /** The uptime page's own checks of a node added; the network checks' refusals are written by components/status/endpoint-refusal-text. */
  refused: {
    get noUrl() { return t`Enter the node’s URL.`; },
    get alreadyAdded() { return t`That node is already in the list.`; },
    get isThisNode() { return t`That is the node the explorer is already using.`; },
  },
  get tableCaption() { return t`Uptime and connection of each Primary Network validator as each node sees them`; },
  get disagreementsOnly() { return t`Disagreements only`; },
  thresholdNote: (points: number) => t`Marked: the nodes’ “connected” flags differ, or their uptimes are more than ${points} percentage points apart.`,
  columns: {
    get validator() { return t`Validator`; },
    get median() { return t`Median uptime`; },
    get spread() { return t`Spread`; },
    get connected() { return t`Connected`; },
    get agreement() { return t`Views`; },
  },
  observerUptime: (name: string) => t`Uptime (${name})`,
  observerUptimeHint: (name: string) => t`Uptime and connected flag as ${name} sees them`,
  connectedCount: (count: number, of: number) => t`${count} of ${of}`,
  get connectedYes() { return t`connected`; },
  get connectedNo() { return t`not connected`; },
  get notSeen() { return t`not a validator as this node sees it`; },
  get disagree() { return t`Disagree`; },
  get agree() { return t`Agree`; },
  disagreeWhy: (connectedDiffers: boolean, uptimeSpreads: boolean) => {
    if (connectedDiffers && uptimeSpreads) return t`the connected flags differ and the uptimes are far apart`;
    if (connectedDiffers) return t`the connected flags differ`;
    return uptimeSpreads ? t`the uptimes are far apart` : '';
  },
  get empty() { return t`No validator to show.`; },
  get emptyDisagreements() { return t`The nodes agree about every validator.`; },
  get loadingTable() { return t`Loading validators`; },
  get what() { return t`Validators`; },
  seenFrom: (count: number) => plural(count, { one: 'Seen from # node', other: 'Seen from # nodes' }),
  get seenFromCaption() { return t`This validator’s uptime and connection as each node sees it`; },
  get observer() { return t`Node`; },
  get uptime() { return t`Uptime`; },
  get median() { return t`Median`; },
  get addMore() { return t`Add nodes to compare`; },
} as const;
