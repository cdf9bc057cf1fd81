/** Words of every copy control (Markdown code blocks and demos), translated through code.json. */
import {translate} from '@docusaurus/Translate';
import {COPY_NOT_ALLOWED_MESSAGE} from './clipboard';

/**
 * The reason a copy failed, in the reader's language: the clipboard helper's own refusal is
 * translated (its English text is COPY_NOT_ALLOWED_MESSAGE); any other reason is shown as it came.
 */
function reasonText(reason: string): string {
  if (reason !== COPY_NOT_ALLOWED_MESSAGE) return reason;
  return translate({
    id: 'portal.copy.notAllowed',
    message: 'The request is not allowed',
    description: 'Why a copy failed: the browser refused access to the clipboard',
  });
}

export const copyMessages = {
  copied: () => translate({id: 'portal.copy.copied', message: 'Copied'}),
  failed: () => translate({id: 'portal.copy.failed', message: 'Copy failed'}),
  /** What a screen reader hears (and a tooltip shows) when a copy fails: the helper's reason. */
  failedStatus: (reason: string) =>
    translate({id: 'portal.copy.failedStatus', message: 'Copy failed: {reason}'}, {reason: reasonText(reason)}),
};
