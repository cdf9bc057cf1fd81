/**
 * The portal's own ads, shown when the network's ad does not arrive. Text is English here; other
 * languages live in IN_HOUSE_AD_TRANSLATIONS, keyed `<name>.<field>` (read with src/lib/translations).
 */
import type {Translations} from '@site/src/lib/translations';
import {X_BASE} from './site';

export interface InHouseAd {
  /** Stable id, also the translation key prefix. */
  name: string;
  /** Site path or absolute http(s) URL. */
  link: string;
  /** Site path of the image. */
  img: string;
  descriptionHeader: string;
  description: string;
  /** Who is behind the offer, shown as "by …". */
  poweredby: string;
  /** Analytics label of the ad. */
  label: string;
}

export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  {
    name: 'data-grid-premium',
    link: `${X_BASE}/introduction/licensing`,
    img: '/img/in-house/data-grid.svg',
    descriptionHeader: 'Data Grid Premium',
    description: 'Group rows, aggregate columns and export to Excel without writing the plumbing yourself.',
    poweredby: 'MUI X',
    label: 'in-house-data-grid-premium',
  },
  {
    name: 'charts-pro',
    link: `${X_BASE}/react-charts`,
    img: '/img/in-house/charts.svg',
    descriptionHeader: 'Charts Pro',
    description: 'Heatmaps, funnels, zoom and export for dashboards that have to explain themselves.',
    poweredby: 'MUI X',
    label: 'in-house-charts-pro',
  },
  {
    name: 'date-range-pickers',
    link: `${X_BASE}/react-date-pickers`,
    img: '/img/in-house/date-pickers.svg',
    descriptionHeader: 'Date range pickers',
    description: 'Let people choose a start and an end in one field, with keyboard support built in.',
    poweredby: 'MUI X',
    label: 'in-house-date-range-pickers',
  },
  {
    name: 'tree-view',
    link: `${X_BASE}/react-tree-view`,
    img: '/img/in-house/tree-view.svg',
    descriptionHeader: 'Tree View',
    description: 'Show nested data, from file systems to org charts, with drag-and-drop reordering in Pro.',
    poweredby: 'MUI X',
    label: 'in-house-tree-view',
  },
];

type TextField = 'descriptionHeader' | 'description';

function englishTexts() {
  const dict: Record<string, string> = {};
  for (const ad of IN_HOUSE_ADS) {
    dict[`${ad.name}.descriptionHeader`] = ad.descriptionHeader;
    dict[`${ad.name}.description`] = ad.description;
  }
  return dict;
}

export const IN_HOUSE_AD_TRANSLATIONS: Translations = {
  en: englishTexts(),
  zh: {
    'data-grid-premium.descriptionHeader': 'Data Grid 高级版',
    'data-grid-premium.description': '行分组、列聚合、导出 Excel，这些繁琐的底层工作都已替你完成。',
    'charts-pro.descriptionHeader': 'Charts 专业版',
    'charts-pro.description': '热力图、漏斗图，再加上缩放和导出，让仪表盘一目了然。',
    'date-range-pickers.descriptionHeader': '日期范围选择器',
    'date-range-pickers.description': '在同一个输入框里选好开始和结束日期，键盘操作开箱即用。',
    'tree-view.descriptionHeader': 'Tree View 树视图',
    'tree-view.description': '从文件目录到组织架构，层级数据一目了然；专业版还支持拖拽排序。',
  },
};

export function inHouseTextKey(ad: InHouseAd, field: TextField): string {
  return `${ad.name}.${field}`;
}
