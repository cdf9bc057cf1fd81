import {peerMatrix, rangesAgree} from '../peerMatrix';
import {manifestOf} from '../manifests';
import grid from '@mui/x-data-grid/package.json';
import gridPremium from '@mui/x-data-grid-premium/package.json';
import pickers from '@mui/x-date-pickers/package.json';
import material from '@mui/material/package.json';

describe('peerMatrix with the installed packages', () => {
  test('react and react-dom are required by the data grid, emotion is optional', () => {
    const rows = peerMatrix([grid, gridPremium]);
    const byName = Object.fromEntries(rows.map((r) => [r.peer, r]));
    expect(byName.react.optional).toBe(false);
    expect(byName['react-dom'].optional).toBe(false);
    expect(byName['@mui/material'].ranges).toEqual([grid.peerDependencies['@mui/material'], gridPremium.peerDependencies['@mui/material']]);
    expect(byName['@emotion/react'].optional).toBe(true);
    // required ones come first
    expect(rows.findIndex((r) => r.optional)).toBeGreaterThan(rows.findIndex((r) => r.peer === 'react'));
  });

  test('the pickers list the date libraries as optional peers', () => {
    const rows = peerMatrix([pickers]);
    const dayjs = rows.find((r) => r.peer === 'dayjs');
    expect(dayjs).toMatchObject({optional: true, ranges: [pickers.peerDependencies.dayjs]});
  });

  test('Material UI tooling-only peers are left out', () => {
    const peers = peerMatrix([material]).map((r) => r.peer);
    expect(peers).toContain('react');
    expect(peers).not.toContain('@types/react');
    expect(peers).not.toContain('@mui/material-pigment-css');
  });
});

test('a peer is optional only if every package listing it says so', () => {
  const rows = peerMatrix([
    {name: 'a', peerDependencies: {x: '^1'}, peerDependenciesMeta: {x: {optional: true}}},
    {name: 'b', peerDependencies: {x: '^1'}},
  ]);
  expect(rows).toEqual([{peer: 'x', ranges: ['^1', '^1'], optional: false}]);
});

test('a manifest without peerDependencies is reported by name', () => {
  expect(() => peerMatrix([{name: 'broken'}])).toThrow('broken: package.json has no peerDependencies field');
});

describe('rangesAgree', () => {
  test('the installed Data Grid editions ask for the same peers, so one column is enough', () => {
    expect(rangesAgree(peerMatrix([grid, gridPremium]))).toBe(true);
  });

  test('one differing range or a peer missing in one package keeps a column per package', () => {
    expect(
      rangesAgree(
        peerMatrix([
          {name: 'a', peerDependencies: {x: '^1'}},
          {name: 'b', peerDependencies: {x: '^2'}},
        ]),
      ),
    ).toBe(false);
    expect(
      rangesAgree(
        peerMatrix([
          {name: 'a', peerDependencies: {x: '^1', y: '^1'}},
          {name: 'b', peerDependencies: {x: '^1'}},
        ]),
      ),
    ).toBe(false);
  });
});

describe('manifestOf', () => {
  test('gives the installed peer fields of a documented package', () => {
    expect(manifestOf('@mui/x-date-pickers-pro').peerDependencies?.dayjs).toBe(
      require('@mui/x-date-pickers-pro/package.json').peerDependencies.dayjs,
    );
  });

  test('a package the pages do not know is named in the error', () => {
    expect(() => manifestOf('@mui/x-grid')).toThrow(/no manifest for "@mui\/x-grid" \(known: @mui\/x-data-grid,/);
  });
});
