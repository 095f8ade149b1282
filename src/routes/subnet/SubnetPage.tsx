/** Page module; filled in below. */
export function Component() {
  return <h1 className="text-2xl font-semibold">Subnet</h1>;
}
