import {installCommand, installScript, PACKAGE_MANAGERS} from '../installCommand';

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

describe('installScript', () => {
  const choices = [
    {comment: 'Community (MIT)', packages: ['@mui/x-charts']},
    {comment: 'Pro', packages: ['@mui/x-charts-pro']},
  ];

  test('one commented command per choice, separated by a blank line', () => {
    expect(installScript('pnpm', choices)).toBe('# Community (MIT)\npnpm add @mui/x-charts\n\n# Pro\npnpm add @mui/x-charts-pro');
  });

  test('a comment cannot smuggle a second command onto a new line', () => {
    expect(() => installScript('npm', [{comment: 'x\nrm -rf /', packages: ['react']}])).toThrow(/spans several lines/);
  });
});
