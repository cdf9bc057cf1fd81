/**
 * Navigation flags as a reader sees them: plan badges and chips on the right sidebar entries and
 * beside the title (en and zh), a planned entry that is a greyed-out link the keyboard reaches,
 * previous/next links that skip the planned page, derived titles, and screenshots of the sidebar in
 * light and dark.
 */
import fs from 'node:fs';
import type {Browser, Locator, Page} from 'playwright-core';
import {expandSidebarCategory, launchBrowser, openPage, saveScreenshot, waitForPageLeft} from './harness';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sidebar = (page: Page) => page.locator('nav[aria-label] .theme-doc-sidebar-menu');
/** The sidebar <li> whose own label is `label` (not a parent category containing it). */
const sidebarEntry = (page: Page, label: string) =>
  sidebar(page)
    .locator('li.theme-doc-sidebar-item-link')
    .filter({has: page.locator('.menu__link', {hasText: new RegExp(`^${label}$`)})});

async function badgeTexts(entry: Locator): Promise<Record<string, string>> {
  return entry
    .locator('[data-plan], [data-flag]')
    .evaluateAll((nodes) =>
      Object.fromEntries(
        nodes.map((n) => [
          (n as HTMLElement).dataset.plan ? `plan:${(n as HTMLElement).dataset.plan}` : `flag:${(n as HTMLElement).dataset.flag}`,
          n.textContent ?? '',
        ]),
      ),
    );
}

const LOCALES = [
  {
    prefix: '',
    labels: {
      treeData: 'Tree Data',
      pivoting: 'Pivoting',
      rowGrouping: 'Row grouping',
      export: 'Copy and paste',
      sankey: 'Sankey',
      rangeBar: 'Range bar',
      installation: 'Installation',
    },
    text: {pro: 'Pro', premium: 'Premium', new: 'New', unstable: 'Unstable', planned: 'Planned'},
  },
  {
    prefix: '/zh',
    labels: {
      treeData: '树形数据',
      pivoting: '数据透视',
      rowGrouping: '行分组',
      export: '复制与粘贴',
      sankey: '桑基图',
      rangeBar: '范围条形图',
      installation: 'Installation',
    },
    text: {pro: '专业版', premium: '高级版', new: '新', unstable: '实验性', planned: '计划中'},
  },
];

describe.each(LOCALES)('badges in locale "$prefix"', ({prefix, labels, text}) => {
  test('sidebar entries carry exactly their own flags, in the static HTML and after hydration', async () => {
    const {page, problems} = await openPage(browser, `${prefix}/x/react-data-grid/tree-data`);
    await expect(badgeTexts(sidebarEntry(page, labels.treeData))).resolves.toEqual({'plan:pro': text.pro});
    await expect(badgeTexts(sidebarEntry(page, labels.pivoting))).resolves.toEqual({
      'plan:premium': text.premium,
      'flag:new': text.new,
    });
    await expect(badgeTexts(sidebarEntry(page, labels.rowGrouping))).resolves.toEqual({'plan:premium': text.premium});
    // Unflagged entries stay plain (copy and paste: copying is in every plan).
    await expect(sidebarEntry(page, labels.installation).locator('[data-plan], [data-flag]').count()).resolves.toBe(0);
    await expect(sidebarEntry(page, labels.export).locator('[data-plan], [data-flag]').count()).resolves.toBe(0);

    // The server-rendered HTML already has the hooks (no flash of unbadged entries).
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`data-plan=pro`);
    expect(html).toContain(`data-flag=new`);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('the page header shows the badges beside the title; the plan badge leads to licensing', async () => {
    const {page} = await openPage(browser, `${prefix}/x/react-charts/sankey`);
    const header = page.locator('article header');
    await expect(header.locator('h1').textContent()).resolves.toBe(labels.sankey);
    await expect(badgeTexts(header)).resolves.toEqual({'plan:pro': text.pro, 'flag:unstable': text.unstable});
    await header.locator('[data-plan="pro"]').click();
    await page.waitForURL(`**${prefix}/x/introduction/licensing`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/x/introduction/licensing`);
    await page.context().close();
  });

  test('a planned entry is a greyed-out link with a Planned chip, lighter than its siblings in light and dark, that the keyboard opens', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const {page, problems} = await openPage(browser, `${prefix}/x/react-charts/sankey`, {colorScheme});
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(colorScheme);
      const planned = sidebarEntry(page, labels.rangeBar);
      await expect(planned.count()).resolves.toBe(1);
      await expect(planned.locator('[data-flag="planned"]').textContent()).resolves.toBe(text.planned);
      const link = planned.locator(`a.menu__link[href="${prefix}/x/react-charts/range-bar"]`);
      await expect(link.count()).resolves.toBe(1);
      // Greyed out: markedly less contrast with the page than a sibling entry of the chart types
      // (Gauge: a plain entry, not the current page, and not inside a closed category), yet readable.
      const sibling = sidebar(page).locator(`a.menu__link[href="${prefix}/x/react-charts/gauge"]`);
      const plannedLook = await contrastAndStyle(link);
      const siblingLook = await contrastAndStyle(sibling);
      expect(plannedLook.contrast).toBeLessThan(siblingLook.contrast * 0.85);
      expect(plannedLook.contrast).toBeGreaterThanOrEqual(4.5);
      expect([plannedLook.fontStyle, siblingLook.fontStyle]).toEqual(['italic', 'normal']);
      if (colorScheme === 'light') {
        // Tab from the entry before it (Sankey, the current page) reaches it past Sankey's plan badge; Enter opens its page.
        await sidebar(page).locator(`a.menu__link[href="${prefix}/x/react-charts/sankey"]`).focus();
        const focused = () => link.evaluate((el) => el === document.activeElement);
        for (let i = 0; i < 4 && !(await focused()); i++) await page.keyboard.press('Tab');
        expect(await focused()).toBe(true);
        await page.keyboard.press('Enter');
        await page.waitForURL(`**${prefix}/x/react-charts/range-bar`);
        await waitForPageLeft(page);
        await expect(page.locator('article h1').textContent()).resolves.toBe(labels.rangeBar);
        await expect(link.getAttribute('aria-current')).resolves.toBe('page');
      }
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();
    }
  });
});

/** A link's contrast ratio (WCAG) with the background it is drawn on, and its font style. */
async function contrastAndStyle(link: Locator): Promise<{contrast: number; fontStyle: string}> {
  return link.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    // The first ancestor with an opaque background (the sidebar itself is transparent).
    let bg = 'rgb(255, 255, 255)';
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = getComputedStyle(node).backgroundColor;
      const [, , , alpha = 1] = rgb(c);
      if (alpha > 0.5) {
        bg = c;
        break;
      }
    }
    const style = getComputedStyle(el);
    const [a, b] = [luminance(rgb(style.color)), luminance(rgb(bg))];
    return {contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), fontStyle: style.fontStyle};
  });
}

test('previous/next skip the planned page, also after client-side navigation', async () => {
  const {page, problems} = await openPage(browser, '/x/react-charts/sankey');
  const next = page.locator('a.pagination-nav__link--next');
  const previous = page.locator('a.pagination-nav__link--prev');
  // Docusaurus alone would offer "Range bar" (planned) here: the chart types end with it.
  await expect(next.getAttribute('href')).resolves.toBe('/x/react-charts/main-features');
  await expect(previous.getAttribute('href')).resolves.toBe('/x/react-charts/pyramid');
  await next.click();
  await page.waitForURL('**/x/react-charts/main-features');
  await waitForPageLeft(page);
  await expect(previous.getAttribute('href')).resolves.toBe('/x/react-charts/sankey');
  await expect(previous.locator('.pagination-nav__label').textContent()).resolves.toBe('Sankey');
  // Neighbours without a planned page between them keep Docusaurus's links.
  await page.goto(page.url().replace(/\/x\/react-charts\/main-features$/, '/x/react-data-grid/tree-data'));
  await expect(previous.getAttribute('href')).resolves.toBe('/x/react-data-grid/localization');
  await expect(next.getAttribute('href')).resolves.toBe('/x/react-data-grid/row-grouping');
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test('a page without a title gets one derived from its path in sidebar, breadcrumb, h1 and <title>', async () => {
  const {page} = await openPage(browser, '/x/react-data-grid/tree-data');
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain('<title data-rh=true>Tree Data | MUI X</title>');
  // After hydration too (the head manager rewrites <title>).
  await page.waitForFunction(() => document.title === 'Tree Data | MUI X', undefined, {timeout: 5000});
  await expect(page.locator('article h1').textContent()).resolves.toBe('Tree Data');
  await expect(page.locator('nav.theme-doc-breadcrumbs').innerText()).resolves.toContain('Tree Data');
  await expect(sidebarEntry(page, 'Tree Data').count()).resolves.toBe(1);
  await page.context().close();
});

describe.each(['light', 'dark'] as const)('%s mode', (colorScheme) => {
  test('sidebar badges are legible (no serious axe violations) and screenshotted', async () => {
    for (const prefix of ['', '/zh']) {
      const {page} = await openPage(browser, `${prefix}/x/react-charts/sankey`, {colorScheme});
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(colorScheme);
      // Open the Data Grid group too, so one picture shows every kind of badge.
      const gridGroup = sidebar(page)
        .locator('.menu__list-item-collapsible')
        .filter({has: page.locator('a[href$="/x/react-data-grid"]')});
      await expandSidebarCategory(gridGroup.locator('button'));
      await expandSidebarCategory(sidebar(page).locator('.menu__link--sublist', {hasText: prefix ? '高级功能' : 'Advanced features'}));
      await sidebarEntry(page, prefix ? '数据透视' : 'Pivoting').waitFor();
      await page.addScriptTag({content: AXE_SOURCE});
      const violations = await page.evaluate(async () => {
        type Violation = {id: string; impact: string; nodes: {target: string[]; failureSummary: string}[]};
        const axe = (window as unknown as {axe: {run: (ctx: unknown, opts: unknown) => Promise<{violations: Violation[]}>}}).axe;
        const result = await axe.run({include: [['.theme-doc-sidebar-container'], ['article header']]}, {resultTypes: ['violations']});
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary}`));
      });
      expect(violations).toEqual([]);
      await saveScreenshot(page, `nav-flags-sidebar-${colorScheme}${prefix ? '-zh' : '-en'}`);
      await page.context().close();
    }
  });
});

test('on a phone, following a plan badge in the sidebar drawer closes the drawer', async () => {
  const {page} = await openPage(browser, '/x/react-charts/sankey', {viewport: {width: 390, height: 800}});
  await page.locator('button.navbar__toggle').click();
  await expect(page.locator('.navbar-sidebar--show').count()).resolves.toBe(1);
  const drawer = page.locator('.navbar-sidebar');
  const badge = drawer
    .locator('li.theme-doc-sidebar-item-link')
    .filter({has: page.locator('a.menu__link', {hasText: /^Sankey$/})})
    .locator('[data-plan="pro"]');
  await badge.click();
  await page.waitForURL('**/x/introduction/licensing');
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'), undefined, {timeout: 5000});
  await page.context().close();
});
