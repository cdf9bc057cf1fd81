import {installCommand, PACKAGE_MANAGERS} from '../installCommand';

test('each package manager gets its own verb', () => {
  const pkgs = ['@mui/x-data-grid', 'dayjs'];
  expect(PACKAGE_MANAGERS.map((m) => installCommand(m, pkgs))).toEqual([
    'npm install @mui/x-data-grid dayjs',
    'pnpm add @mui/x-data-grid dayjs',
    'yarn add @mui/x-data-grid dayjs',
  ]);
});

test('a pinned version or major tag is kept', () => {
  expect(installCommand('npm', ['@mui/x-data-grid@7'])).toBe('npm install @mui/x-data-grid@7');
});

test('something that is not a package name is refused, not printed as a shell command', () => {
  expect(() => installCommand('npm', ['react; rm -rf ~'])).toThrow(/"react; rm -rf ~" is not an npm package name/);
  expect(() => installCommand('yarn', [])).toThrow(/no package given/);
});
