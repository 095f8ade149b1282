import { adminMethods } from './admin';
import type { MethodDefinition } from './definition';
import { ethMethods } from './eth';
import { infoMethods } from './info';
import { nativeMethods } from './native';
import { platformMethods } from './platform';
import { validatorsMethods } from './validators';

/** Every method of the interface, by the spec's name. */
export const METHODS = {
  ...platformMethods,
  ...nativeMethods,
  ...adminMethods,
  ...validatorsMethods,
  ...ethMethods,
  ...infoMethods,
};

export type MethodTable = typeof METHODS;
export type MethodName = keyof MethodTable;
export type MethodParams<M extends MethodName> = MethodTable[M] extends MethodDefinition<infer P, unknown> ? P : never;
export type MethodResult<M extends MethodName> = MethodTable[M] extends MethodDefinition<never, infer R> ? R : never;

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(METHODS, name);
}
