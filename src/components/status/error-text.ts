import { t } from '@lingui/core/macro';
import { HttpError, InvalidInputError, NetworkError, NoEndpointError, NotOfferedError, ParseError, SchemaError, TimeoutError } from '../../rpc/errors';
import { NodeUrlError, type NodeUrlProblem } from '../../rpc/network';
import { messageOf } from '../../lib/error-message';

function notOfferedText({ api, method }: NotOfferedError): string {
  switch (api) {
    case 'admin-api':
      return t`This node does not offer the admin API (${method}).`;
    case 'native-api':
      return t`This node does not offer the C-Chain's chain-native API (${method}).`;
    case 'key-store':
      return t`This node does not offer the key store (${method}).`;
  }
}

function invalidInputText({ input }: InvalidInputError): string {
  switch (input) {
    case 'chain-id':
      return t`Invalid chain ID.`;
    case 'method':
      return t`Unknown method.`;
    case 'node-url':
      return t`Invalid node URL.`;
  }
}

function nodeUrlText(problem: NodeUrlProblem): string {
  switch (problem.code) {
    case 'not-a-url': {
      const input = JSON.stringify(problem.input);
      return t`not a URL: ${input}`;
    }
    case 'scheme': {
      const protocol = problem.protocol;
      return t`only http and https node URLs are allowed, got ${protocol}`;
    }
    case 'credentials':
      return t`node URL must not carry credentials`;
    case 'path':
      return t`node URL must be scheme://host[:port] without a path or query`;
    case 'none':
      return t`no node URL given`;
  }
}

/**
 * The short message of an error of the RPC client in the reader's language (its `message` is the
 * same text in English); undefined for the node's own words (`NodeError`) and any other error,
 * which are shown as they are.
 */
export function translatedErrorText(error: unknown): string | undefined {
  if (error instanceof HttpError) {
    const status = error.status;
    return t`The node answered HTTP ${status}.`;
  }
  if (error instanceof TimeoutError) return t`The node did not answer in time.`;
  if (error instanceof NetworkError) return t`Could not reach the node.`;
  if (error instanceof NotOfferedError) return notOfferedText(error);
  if (error instanceof SchemaError) {
    const method = error.method;
    return t`The node sent an unexpected answer to ${method}.`;
  }
  if (error instanceof ParseError) return t`The node sent a response that is not valid JSON-RPC.`;
  if (error instanceof NoEndpointError) return t`None of the nodes is on this network.`;
  if (error instanceof InvalidInputError) return invalidInputText(error);
  if (error instanceof NodeUrlError) return nodeUrlText(error.problem);
  return undefined;
}

/** An error's short message for a page: the client's in the reader's language, any other in its own words. */
export function errorText(error: unknown): string {
  return translatedErrorText(error) ?? (messageOf(error));
}
