/** One button of the demo toolbar, with the toolbar's roving-focus props. */
import React, {type ButtonHTMLAttributes} from 'react';
import type {ToolbarItemProps} from '../Toolbar';
import styles from '../styles.module.css';

export type ToolbarButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {itemProps: ToolbarItemProps};

export default function ToolbarButton({itemProps, className, ...props}: ToolbarButtonProps) {
  return (
    <button {...itemProps} type="button" className={className ? `${styles.toolbarButton} ${className}` : styles.toolbarButton} {...props} />
  );
}
