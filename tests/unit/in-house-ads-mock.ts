/** `@generated/portal-ads/default/in-house-ads.json` for unit tests: the ads plugin's data module, from its source. */
import {IN_HOUSE_ADS, IN_HOUSE_AD_TRANSLATIONS} from '@site/src/config/in-house-ads';

export default {ads: IN_HOUSE_ADS, translations: IN_HOUSE_AD_TRANSLATIONS};
