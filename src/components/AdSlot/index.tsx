/** The one ad slot of a doc page, below the title: implemented by the ads plugin. */
export {default} from '@site/plugins/ads/components/AdSlot';
