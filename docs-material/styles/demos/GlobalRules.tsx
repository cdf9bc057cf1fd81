import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {makeStyles} from '@mui/styles';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

// `@global` writes selectors as they are, without generated class names (jss-plugin-global).
// Nested under a rule, they stay scoped to it; the sheet leaves the page with its last user.
const useStyles = makeStyles((theme: Theme) => ({
  ledger: {
    fontFamily: theme.typography.fontFamily,
    color: (theme.vars ?? theme).palette.text.primary,
    '& table': {borderCollapse: 'collapse', minWidth: 320},
    '@global': {
      '.workshop-ledger td, .workshop-ledger th': {
        padding: theme.spacing(0.75, 1.5),
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        textAlign: 'start',
      },
    },
  },
}));

function Ledger() {
  const classes = useStyles();
  return (
    <div className={`${classes.ledger} workshop-ledger`}>
      <table>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Labour</th>
          </tr>
        </thead>
        <tbody>
          {WORKSHOP_JOBS.map((job) => (
            <tr key={job.id}>
              <td>{job.id}</td>
              <td>{job.minutes} min</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function GlobalRules() {
  return (
    <LegacyThemeBridge>
      <Ledger />
    </LegacyThemeBridge>
  );
}
