/** One store per network scope (network and node), made the first time it is asked for. */
export function perScope<T>(make: (scope: string) => T): (scope: string) => T {
  const stores = new Map<string, T>();
  return (scope) => {
    let store = stores.get(scope);
    if (!store) {
      store = make(scope);
      stores.set(scope, store);
    }
    return store;
  };
}
