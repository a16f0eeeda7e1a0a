import { Card, CardBody, CardTitle, Content, EmptyState, EmptyStateBody, Gallery, List, ListItem, PageSection } from '@patternfly/react-core';
import { hasAnyPermission } from '@tna/contracts';
import { Link } from 'react-router';
import type { PageRoute } from '../../app/routes';
import { userRights, useSession } from '../../session/session';

/**
 * /settings/setting-dashboard: the settings screens the user's flags open, by settings menu group,
 * as the sidebar groups them. Open to every logged-in user, since users without the clockings flag
 * land here; they may see no groups at all.
 */
export function SettingsDashboardPage({ getPages }: { getPages: () => readonly PageRoute[] }) {
  const session = useSession();
  const rights = session && userRights(session);
  const links = getPages().flatMap((page) =>
    page.nav?.entry === 'settings' && page.nav.group && rights && (!page.permissions || hasAnyPermission(rights, page.permissions)) ? [{ group: page.nav.group, label: page.nav.label, path: page.path }] : [],
  );
  const groups = [...new Set(links.map((link) => link.group))];

  return (
    <>
      <PageSection>
        <Content component="h1">Settings</Content>
      </PageSection>
      <PageSection isFilled>
        {groups.length === 0 ? (
          <EmptyState titleText="No settings for this account" headingLevel="h2">
            <EmptyStateBody>Your security template opens none of the settings. Ask an administrator if you need them.</EmptyStateBody>
          </EmptyState>
        ) : (
          <Gallery hasGutter minWidths={{ default: '280px' }}>
            {groups.map((group) => (
              <Card key={group} component="section" aria-label={group}>
                <CardTitle component="h2">{group}</CardTitle>
                <CardBody>
                  <List isPlain>
                    {links
                      .filter((link) => link.group === group)
                      .map((link) => (
                        <ListItem key={link.path}>
                          <Link to={link.path}>{link.label}</Link>
                        </ListItem>
                      ))}
                  </List>
                </CardBody>
              </Card>
            ))}
          </Gallery>
        )}
      </PageSection>
    </>
  );
}
