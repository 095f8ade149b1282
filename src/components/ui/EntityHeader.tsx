import { Id } from './Id';

export interface EntityHeaderProps {
  /** What the page shows, e.g. "Subnet". */
  title: string;
  /** The ID the page is about, shown in full with its copy button. */
  id: string;
}

/** The heading of a page about one thing named by its ID. */
export function EntityHeader({ title, id }: EntityHeaderProps) {
  return (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p>
        <Id value={id} full />
      </p>
    </>
  );
}
