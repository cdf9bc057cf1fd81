/** Words of every copy control (Markdown code blocks and demos), translated through code.json. */
import {translate} from '@docusaurus/Translate';

export const copyMessages = {
  copied: () => translate({id: 'portal.copy.copied', message: 'Copied'}),
  failed: () => translate({id: 'portal.copy.failed', message: 'Copy failed'}),
  /** What a screen reader hears (and a tooltip shows) when a copy fails: the helper's reason. */
  failedStatus: (reason: string) => translate({id: 'portal.copy.failedStatus', message: 'Copy failed: {reason}'}, {reason}),
};
