import { Card, CardBody, CardFooter, CardTitle, Content, Gallery, Label, PageSection } from '@patternfly/react-core';
import { SIDEBAR_ENABLED_BY, hasAnyPermission, type Permission } from '@tna/contracts';
import { Link } from 'react-router';
import { useFetchEmployees } from '../../queries/employees';
import { userRights, useSession } from '../../session/session';

interface DashboardCard {
  title: string;
  text: string;
  permissions: readonly Permission[];
  /** The screen the card opens; absent while this version has no such screen. */
  path?: string;
}

/** The dashboard's cards in the specification's order (part 1 §1), each behind the flags of its screen. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { title: 'Employee', text: 'Find, add and edit employees.', path: '/employee', permissions: SIDEBAR_ENABLED_BY.employees },
  { title: 'Roster', text: 'Plan who works which shift.', permissions: ['empRoster'] },
  { title: 'Clockings', text: 'See the clockings and shifts of an employee.', path: '/clocking', permissions: SIDEBAR_ENABLED_BY.clockings },
  { title: 'Payroll Calc', text: 'Calculate payroll values from authorised hours.', path: '/payroll-calculator', permissions: SIDEBAR_ENABLED_BY.payrollCalc },
  { title: 'Report', text: 'Clocked times, attendance, time totals and more.', path: '/reports', permissions: SIDEBAR_ENABLED_BY.reports },
  { title: 'Data Import', text: 'Import leave balances from CSV or Excel.', path: '/data-import', permissions: SIDEBAR_ENABLED_BY.dataImport },
  { title: 'Data Export', text: 'Export hours to payroll.', path: '/data-export', permissions: SIDEBAR_ENABLED_BY.dataExport },
];

/**
 * `/dashboard`: a card for each area the user may open. Areas this version has no screen for
 * yet keep their card, marked as not available, so nobody is sent to a page that is not there.
 */
export function DashboardPage() {
  const session = useSession();
  const rights = session ? userRights(session) : null;
  const cards = DASHBOARD_CARDS.filter((card) => rights && hasAnyPermission(rights, card.permissions));
  return (
    <>
      <PageSection>
        <Content component="h1">Dashboard</Content>
      </PageSection>
      <PageSection>
        <Gallery hasGutter minWidths={{ default: '16rem' }}>
          {cards.map((card) => (
            <Card key={card.title} component="section" aria-label={card.title}>
              <CardTitle component="h2">{card.title}</CardTitle>
              <CardBody>
                {card.text}
                {card.title === 'Employee' && <EmployeeCount />}
              </CardBody>
              <CardFooter>{card.path ? <Link to={card.path}>Open {card.title.toLowerCase()}</Link> : <Label>Not available in this version</Label>}</CardFooter>
            </Card>
          ))}
        </Gallery>
      </PageSection>
    </>
  );
}

/** How many employees there are: the list's total, fetched with the smallest page. */
function EmployeeCount() {
  const { data } = useFetchEmployees({ pageNumber: 1, pageSize: 1 });
  if (!data) return null;
  return <Content component="p">{`${data.total.toLocaleString('en')} ${data.total === 1 ? 'employee' : 'employees'}`}</Content>;
}
