import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {styled} from '@mui/styles';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

// `@mui/styles`' styled takes the element first, then a style object or a function of the theme.
const PickupButton = styled('button')(({theme}: {theme: Theme}) => ({
  font: 'inherit',
  fontWeight: 500,
  border: 0,
  borderRadius: 6,
  padding: '8px 16px',
  cursor: 'pointer',
  color: (theme.vars ?? theme).palette.primary.contrastText,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  '&:hover': {backgroundColor: (theme.vars ?? theme).palette.primary.dark},
  '&:focus-visible': {outline: `2px solid ${(theme.vars ?? theme).palette.primary.dark}`, outlineOffset: 2},
}));

export default function StyledApi() {
  const [notified, setNotified] = React.useState(false);
  return (
    <LegacyThemeBridge>
      <PickupButton type="button" onClick={() => setNotified(true)}>
        {notified ? 'Customer notified' : 'Notify customer'}
      </PickupButton>
    </LegacyThemeBridge>
  );
}
