import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS exactly as the reference node's rs/cors v1.7.0 with allowed origins `*` and credentials:
 * preflights echo the requested method and headers when they are among the defaults.
 */
const ALLOWED_METHODS = ['GET', 'POST', 'HEAD'];
const ALLOWED_HEADERS = ['Origin', 'Accept', 'Content-Type', 'X-Requested-With'];

export function isPreflight(request: IncomingMessage): boolean {
  return request.method === 'OPTIONS' && Boolean(request.headers['access-control-request-method']);
}

/** Go's http.CanonicalHeaderKey. */
function canonicalHeader(name: string): string {
  return name
    .toLowerCase()
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

function isMethodAllowed(method: string): boolean {
  const upper = method.toUpperCase();
  return upper === 'OPTIONS' || ALLOWED_METHODS.includes(upper);
}

export function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (isPreflight(request)) {
    response.appendHeader('Vary', 'Origin');
    response.appendHeader('Vary', 'Access-Control-Request-Method');
    response.appendHeader('Vary', 'Access-Control-Request-Headers');
    const requestedMethod = String(request.headers['access-control-request-method']);
    if (!origin || !isMethodAllowed(requestedMethod)) return;
    const requestedHeaders = (request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((header) => header.trim())
      .filter((header) => header !== '')
      .map(canonicalHeader);
    if (requestedHeaders.some((header) => !ALLOWED_HEADERS.includes(header))) return;
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', requestedMethod.toUpperCase());
    if (requestedHeaders.length > 0) response.setHeader('Access-Control-Allow-Headers', requestedHeaders.join(', '));
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    return;
  }
  response.appendHeader('Vary', 'Origin');
  if (!origin || !isMethodAllowed(request.method ?? '')) return;
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Credentials', 'true');
}
