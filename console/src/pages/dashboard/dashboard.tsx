import { Card, CardBody, CardFooter, CardTitle, Content, Gallery, PageSection } from '@patternfly/react-core';
import { SIDEBAR_ENABLED_BY, hasAnyPermission, type Permission } from '@tna/contracts';
import { Link } from 'react-router';
import { userRights, useSession } from '../../session/session';

/** The breadcrumb's home icon leads here (part 1 §2). */
export const DASHBOARD_PATH = '/dashboard';

/** The dashboard's cards (part 1 §1) for the screens the console has, each behind the flags of its screen. */
export const DASHBOARD_CARDS: readonly { title: string; text: string; path: string; permissions: readonly Permission[] }[] = [
  { title: 'Employee', text: 'Find, add and edit employees.', path: '/employee', permissions: SIDEBAR_ENABLED_BY.employees },
  { title: 'Clockings', text: 'See the clockings of an employee.', path: '/clocking', permissions: SIDEBAR_ENABLED_BY.clockings },
];

/** `/dashboard`: a card for each screen the user may open. */
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
              <CardBody>{card.text}</CardBody>
              <CardFooter>
                <Link to={card.path}>Open {card.title.toLowerCase()}</Link>
              </CardFooter>
            </Card>
          ))}
        </Gallery>
      </PageSection>
    </>
  );
}
