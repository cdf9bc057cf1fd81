/** Every word the playground shows, through translate() (zh in i18n/zh/code.json). */
import {translate} from '@docusaurus/Translate';

export const messages = {
  open: (component: string) => translate({id: 'propsPlayground.open', message: 'Try the props of {component}'}, {component}),
  regionLabel: (component: string) =>
    translate(
      {
        id: 'propsPlayground.region',
        message: 'Props playground: {component}',
      },
      {component},
    ),
  controlsLabel: () => translate({id: 'propsPlayground.controls', message: 'Props'}),
  unset: () => translate({id: 'propsPlayground.unset', message: '(not set)'}),
  previewLabel: (component: string) => translate({id: 'propsPlayground.preview', message: '{component} preview'}, {component}),
  code: () => translate({id: 'propsPlayground.code', message: 'JSX of this choice'}),
  copy: () => translate({id: 'propsPlayground.copy', message: 'Copy JSX'}),
  copied: () => translate({id: 'propsPlayground.copied', message: 'Copied'}),
  copyFailed: () => translate({id: 'propsPlayground.copyFailed', message: 'Copy failed'}),
  reset: () => translate({id: 'propsPlayground.reset', message: 'Reset props'}),
  allProps: (component: string) => translate({id: 'propsPlayground.allProps', message: 'All props of {component}'}, {component}),
  loading: () =>
    translate({
      id: 'propsPlayground.loading',
      message: 'Loading the playground…',
    }),
  loadFailed: () =>
    translate({
      id: 'propsPlayground.loadFailed',
      message: 'The playground could not be loaded.',
    }),
  renderFailed: () =>
    translate({
      id: 'propsPlayground.renderFailed',
      message: 'This combination of props did not render:',
    }),
};
