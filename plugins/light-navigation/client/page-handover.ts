/**
 * When a page being left may stay mounted, hidden, until the new page has painted: on a link
 * navigation to a page top (PUSH, after hydration, no hash). Unmounting a Data Grid page (thousands
 * of elements, several grids' effects) in the same commit as the new page delays the new page's
 * first frame; kept a frame longer, that work runs after it. A hash wants the one page and its
 * anchors alone on arrival, and Back/Forward take React Router's usual path.
 */
export {isLinkToPageTop as mayKeepLeavingPage} from './page-rest';
