import * as React from 'react';
import {makeStyles, StylesProvider, createGenerateClassName} from '@mui/styles';

// With `name`, class names read `<name>-<rule>-<counter>`; the seed prefixes every name of this
// provider, so two apps on one page cannot collide.
const useStyles = makeStyles({highlight: {fontWeight: 700}}, {name: 'JobTicket'});

function Ticket() {
  const classes = useStyles();
  return (
    <p>
      Generated class: <code className={classes.highlight}>{classes.highlight}</code>
    </p>
  );
}

const generateClassName = createGenerateClassName({seed: 'workshop'});

export default function ClassNames() {
  return (
    <StylesProvider generateClassName={generateClassName}>
      <Ticket />
    </StylesProvider>
  );
}
