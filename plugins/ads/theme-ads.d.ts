/** The ads plugin's theme component and the data module it imports (plugins/ads/index.ts). */
declare module '@theme/AdSlot' {
  import type {ReactNode} from 'react';

  export default function AdSlot(): ReactNode;
}

declare module '@generated/portal-ads/default/in-house-ads.json' {
  import type {InHouseAd} from '@site/src/config/in-house-ads';
  import type {Translations} from '@site/src/lib/translations';

  const data: {ads: InHouseAd[]; translations: Translations};
  export default data;
}
