import { t } from '@lingui/core/macro';
import { BlockPages } from '../../components/blocks/BlockPages';
import { BlockTable } from '../../components/blocks/BlockTable';
import { usePageTitle } from '../../components/ui/use-page-title';
import { paths } from '../../lib/paths';
import { useChainHead } from '../../queries/chain-head';
import { useNetwork } from '../../network/network-context';
import { PAGE_HEADINGS } from '../../lib/page-headings';

/** `/:net/blocks[?before=<height>]`: blocks newest first, live at the head, paged by height. */
export function Component() {
  usePageTitle(t`Blocks`);
  const { ref } = useNetwork();
  const head = useChainHead();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.blocks}</h1>
      <BlockPages head={head} unit="height" pagePath={(before) => paths.blocks(ref, { before })}>
        {({ heights, top, last }) => {
          const [from, to] = [top.toString(), last.toString()];
          return <BlockTable heights={heights} hideCaption caption={t`P-Chain blocks ${from} to ${to}`} exportName={`blocks-${top}-${last}`} />;
        }}
      </BlockPages>
    </div>
  );
}
