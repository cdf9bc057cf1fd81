import * as React from 'react';
import DrawerPersistent from './DrawerPersistent';

// The same persistent drawer on the other edge: the app bar shrinks from the right.
export default function DrawerPersistentRight() {
  return <DrawerPersistent anchor="right" />;
}
