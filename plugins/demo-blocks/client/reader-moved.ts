/**
 * Client module: a page reached by a link (a client-side navigation, after the new page has
 * committed) counts as the reader having moved, so its demos mount ahead of the window
 * (theme/DemoBlock/Preview/reader-moved.ts). The first load does not count.
 */
import type {ClientModule} from '@docusaurus/types';
import {readerFollowedLink} from '../theme/DemoBlock/Preview/reader-moved';

const readerMovedClient: ClientModule = {
  onRouteDidUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) readerFollowedLink();
  },
};

export default readerMovedClient;
