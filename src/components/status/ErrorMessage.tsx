import { InEnglish } from '../ui/InEnglish';
import { errorText, translatedErrorText } from './error-text';

/** An error's short message: the RPC client's in the reader's language, the node's own words (or any other error's) marked English. */
export function ErrorMessage({ error }: { error: unknown }) {
  return translatedErrorText(error) ?? <InEnglish>{errorText(error)}</InEnglish>;
}
