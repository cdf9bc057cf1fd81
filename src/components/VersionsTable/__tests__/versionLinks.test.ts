import {versionRows, versionHref, normalizeHost} from '../versionLinks';
import {VERSIONS, EXTERNAL_VERSION_HOSTS, MUI_X_VERSION, type VersionEntry} from '@site/src/config/portal';

describe('versionRows with the portal configuration', () => {
  const rows = versionRows(VERSIONS);

  test('the current version is labelled with the documented MUI X version and opens /x/introduction', () => {
    const current = rows.filter((r) => r.status === 'current');
    expect(current).toHaveLength(1);
    expect(current[0].label).toBe(MUI_X_VERSION);
    expect(current[0].href).toBe('/x/introduction');
    expect(current[0].external).toBe(false);
  });

  test('v7 is kept in the portal under /x/7.x', () => {
    const v7 = rows.find((r) => r.name === '7.x');
    expect(v7).toMatchObject({status: 'in-portal', href: '/x/7.x/introduction', external: false});
  });

  test('v6 and v5 link to their configured hosts', () => {
    expect(rows.find((r) => r.name === 'v6')).toMatchObject({
      status: 'external',
      external: true,
      href: `${EXTERNAL_VERSION_HOSTS.v6.replace(/\/$/, '')}/x/introduction/`,
    });
    expect(rows.find((r) => r.name === 'v5')?.href.startsWith(EXTERNAL_VERSION_HOSTS.v5)).toBe(true);
  });

  test('rows keep the configured order', () => {
    expect(rows.map((r) => r.name)).toEqual(VERSIONS.map((v) => v.name));
  });
});

describe('link rules', () => {
  const external = (host: string): VersionEntry => ({kind: 'external', name: 'v4', label: 'v4', host});

  test('a trailing slash on a host does not double the slash', () => {
    expect(versionHref(external('https://v4.example.org/'))).toBe('https://v4.example.org/x/introduction/');
  });

  test('slashes around an in-portal prefix are ignored', () => {
    expect(versionHref({kind: 'in-portal', name: '6.x', label: 'v6', pathPrefix: '/6.x/'})).toBe('/x/6.x/introduction');
  });

  test('a host that is not a URL fails with a message naming the version', () => {
    expect(() => versionHref(external('v4.example.org'))).toThrow(/Version v4: host "v4.example.org" is not an absolute URL/);
    expect(() => normalizeHost('v4', 'javascript:alert(1)')).toThrow(/must use http or https/);
  });

  test('a list without a current version, or with two, is refused', () => {
    expect(() => versionRows([external('https://a.example')])).toThrow(/exactly one current version.*found 0/);
    const current: VersionEntry = {kind: 'in-portal', name: 'current', label: '9', pathPrefix: ''};
    expect(() => versionRows([current, {...current, name: 'other'}])).toThrow(/found 2/);
  });
});
