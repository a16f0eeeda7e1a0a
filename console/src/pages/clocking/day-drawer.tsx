import {
  Drawer,
  DrawerActions,
  DrawerCloseButton,
  DrawerContent,
  DrawerContentBody,
  DrawerHead,
  DrawerPanelBody,
  DrawerPanelContent,
} from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmployeeShiftDetail } from '../clocking-employee-shift/employee-shift-detail';

/** The day's detail page; `ID` is the employee shift's id. */
export const dayDetailPath = (employeeShiftID: string) => `/clocking-employee-shift?ID=${encodeURIComponent(employeeShiftID)}`;

export interface DayDrawerProps {
  /** The employee shift shown beside the grid; null keeps the drawer closed. */
  shiftID: string | null;
  onClose: () => void;
  /** The grid the drawer sits beside. */
  children: ReactNode;
}

/** A day in detail beside the grid (inline, so the grid stays usable), with a link to its full page. */
export function DayDrawer({ shiftID, onClose, children }: DayDrawerProps) {
  const panel = shiftID && (
    <DrawerPanelContent aria-label="The day in the drawer" role="region" isResizable defaultSize="50%" minSize="360px">
      <DrawerHead>
        <Link to={dayDetailPath(shiftID)}>Open the full page</Link>
        <DrawerActions>
          <DrawerCloseButton onClose={onClose} aria-label="Close the day" />
        </DrawerActions>
      </DrawerHead>
      <DrawerPanelBody>
        <EmployeeShiftDetail key={shiftID} shiftID={shiftID} />
      </DrawerPanelBody>
    </DrawerPanelContent>
  );
  return (
    <Drawer isExpanded={shiftID !== null} isInline position="end">
      <DrawerContent panelContent={panel || undefined}>
        <DrawerContentBody>{children}</DrawerContentBody>
      </DrawerContent>
    </Drawer>
  );
}
