import type { JsonObject } from '../../lib/json-value';
import { stringifyJson } from '../json';
import { readReferenceFiles } from './reference-examples';

const published = readReferenceFiles('real-responses').find((file) => file.name === 'platform.getCurrentValidators_primary.json');
if (!published) throw new Error('test/fixtures/real-responses has no platform.getCurrentValidators_primary.json');
const [validator] = ((published.content.response as JsonObject).result as { validators: JsonObject[] }).validators;

/**
 * The text of a `getCurrentValidators` answer with `count` validators: the published example's
 * validator repeated, each with its own node ID and a weight past 2^53, as a large network answers.
 */
export function largeValidatorsAnswer(count: number, id = '1'): string {
  const validators = Array.from({ length: count }, (_, index) => ({ ...validator, nodeID: `NodeID-${index}`, weight: `${2n ** 60n + BigInt(index)}` }));
  return stringifyJson({ jsonrpc: '2.0', id, result: { validators } });
}
