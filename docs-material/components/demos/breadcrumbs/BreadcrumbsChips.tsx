import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import {emphasize, styled} from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// Each crumb is a Chip restyled with the theme: a soft grey pill that darkens on hover and focus.
const Crumb = styled(Chip)(({theme}) => ({
  backgroundColor: (theme.vars || theme).palette.grey[100],
  height: theme.spacing(3),
  color: (theme.vars || theme).palette.text.primary,
  fontWeight: theme.typography.fontWeightRegular,
  '&:hover, &:focus': {backgroundColor: emphasize(theme.palette.grey[100], 0.06)},
  '&:active': {boxShadow: theme.shadows[1], backgroundColor: emphasize(theme.palette.grey[100], 0.12)},
  ...theme.applyStyles('dark', {
    backgroundColor: (theme.vars || theme).palette.grey[800],
    '&:hover, &:focus': {backgroundColor: emphasize(theme.palette.grey[800], 0.06)},
    '&:active': {backgroundColor: emphasize(theme.palette.grey[800], 0.12)},
  }),
})) as typeof Chip; // keeps Chip's `component` prop in the styled type

export default function BreadcrumbsChips() {
  const [last, setLast] = React.useState('Nothing clicked yet');
  return (
    <div>
      <Breadcrumbs aria-label="breadcrumb">
        <Crumb component="a" href="#shop" label="Shop" icon={<HomeIcon fontSize="small" />} clickable />
        <Crumb component="a" href="#shop-wheels" label="Wheels" clickable />
        <Crumb
          label="Hubs"
          deleteIcon={<ExpandMoreIcon />}
          onDelete={() => setLast('Opened the list of hub types')}
          onClick={() => setLast('Clicked "Hubs"')}
        />
      </Breadcrumbs>
      <p style={{marginTop: 12, fontSize: 14}}>{last}</p>
    </div>
  );
}
