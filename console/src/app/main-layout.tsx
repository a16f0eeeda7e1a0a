import {
  Breadcrumb,
  BreadcrumbItem,
  Dropdown,
  DropdownItem,
  DropdownList,
  Masthead,
  MastheadBrand,
  MastheadContent,
  MastheadLogo,
  MastheadMain,
  MastheadToggle,
  MenuToggle,
  Nav,
  NotificationBadge,
  NavExpandable,
  NavItem,
  NavList,
  Page,
  PageGroup,
  PageSection,
  PageSidebar,
  PageSidebarBody,
  PageToggleButton,
  Toolbar,
  ToolbarContent,
  ToolbarGroup,
  ToolbarItem,
} from '@patternfly/react-core';
import HomeIcon from '@patternfly/react-icons/dist/esm/icons/home-icon';
import UserIcon from '@patternfly/react-icons/dist/esm/icons/user-icon';
import { PARKED_EVENTS_PATH, hasAnyPermission, isSidebarEntryEnabled } from '@tna/contracts';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useParkedEventCount } from '../queries/parked-events';
import { useLogoutMutation } from '../queries/session';
import { userRights, useSession } from '../session/session';
import { DASHBOARD_PATH, PRODUCT_NAME, PRODUCT_VERSION } from './constants';
import { HomeLink } from './home-link';
import { PageSuspense } from './lazy-page';
import type { NavLinkRoute, PageRoute } from './routes';

// No logo yet: the product name stands in for it, styled as a heading rather than as a link.
const brandStyle = {
  color: 'var(--pf-t--global--text--color--regular)',
  fontSize: 'var(--pf-t--global--font--size--heading--sm)',
  textDecoration: 'none',
};

/**
 * Masthead, sidebar, breadcrumb and footer around the logged-in pages. Page's managed sidebar
 * closes itself below PatternFly's xl breakpoint, which is the specification's 1200 px.
 */
export function MainLayout({ pages, links = [] }: { pages: PageRoute[]; links?: readonly NavLinkRoute[] }) {
  const masthead = (
    <Masthead>
      <MastheadMain>
        <MastheadToggle>
          <PageToggleButton isHamburgerButton aria-label="Main navigation" />
        </MastheadToggle>
        <MastheadBrand>
          <MastheadLogo component={HomeLink} style={brandStyle}>
            {PRODUCT_NAME}
          </MastheadLogo>
        </MastheadBrand>
      </MastheadMain>
      <MastheadContent>
        <Toolbar isFullHeight isStatic>
          <ToolbarContent>
            <ToolbarGroup align={{ default: 'alignEnd' }}>
              <ParkedEventsBadge />
              <ToolbarItem>
                <UserMenu />
              </ToolbarItem>
            </ToolbarGroup>
          </ToolbarContent>
        </Toolbar>
      </MastheadContent>
    </Masthead>
  );

  return (
    <Page
      isManagedSidebar
      isContentFilled
      masthead={masthead}
      sidebar={<Sidebar pages={[...pages, ...links]} />}
      breadcrumb={<PageBreadcrumb />}
    >
      <PageGroup isFilled>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </PageGroup>
      <PageSection component="footer" variant="secondary" aria-label="Footer">
        {PRODUCT_VERSION}
      </PageSection>
    </Page>
  );
}

function Sidebar({ pages }: { pages: readonly Pick<PageRoute, 'path' | 'permissions' | 'nav'>[] }) {
  const session = useSession();
  const { pathname } = useLocation();
  const rights = session && userRights(session);
  const entries = pages.flatMap((page) =>
    page.nav && rights && isSidebarEntryEnabled(page.nav.entry, rights) && (!page.permissions || hasAnyPermission(rights, page.permissions))
      ? [{ path: page.path, label: page.nav.label, group: page.nav.group }]
      : [],
  );
  // A list page (`/settings/x/list`) stays active on its add and edit pages.
  const isActive = (path: string) => {
    const section = path.replace(/\/list$/, '');
    return pathname === path || pathname.startsWith(`${section}/`);
  };
  const item = (entry: (typeof entries)[number]) => (
    <NavItem key={entry.path} isActive={isActive(entry.path)}>
      <NavLink to={entry.path}>{entry.label}</NavLink>
    </NavItem>
  );
  // Grouped entries (the settings menu groups) sit in one expandable section each, where the group first appears.
  const groups = [...new Set(entries.flatMap((entry) => (entry.group ? [entry.group] : [])))];
  return (
    <PageSidebar>
      <PageSidebarBody>
        <Nav aria-label="Main">
          <NavList>
            {entries.map((entry) => {
              if (!entry.group) return item(entry);
              if (entries.find((other) => other.group === entry.group) !== entry) return null;
              const members = entries.filter((other) => other.group === entry.group);
              return (
                <NavExpandable key={entry.group} title={entry.group} groupId={`nav-${groups.indexOf(entry.group)}`} isActive={members.some((member) => isActive(member.path))} isExpanded={members.some((member) => isActive(member.path))}>
                  {members.map(item)}
                </NavExpandable>
              );
            })}
          </NavList>
        </Nav>
      </PageSidebarBody>
    </PageSidebar>
  );
}

/** Home icon, then each matched page and the pages it sits under: links for the outer ones, plain text for the current one. */
function PageBreadcrumb() {
  const titled = useMatches().filter((match) => (match.handle as PageRoute | undefined)?.title);
  const current = titled.at(-1)?.handle as PageRoute | undefined;
  const crumbs = titled.flatMap((match) => {
    const page = match.handle as PageRoute;
    return [...(page.parents ?? []).map((parent) => ({ key: `${match.id}-${parent.path}`, ...parent })), { key: match.id, title: page.title, path: match.pathname }];
  });

  useEffect(() => {
    document.title = current ? `${current.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [current]);

  return (
    <Breadcrumb>
      <BreadcrumbItem
        render={({ className }) => (
          <Link to={DASHBOARD_PATH} className={className} aria-label="Home">
            <HomeIcon />
          </Link>
        )}
      />
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <BreadcrumbItem key={crumb.key} isActive>
            {crumb.title}
          </BreadcrumbItem>
        ) : (
          <BreadcrumbItem
            key={crumb.key}
            render={({ className }) => (
              <Link to={crumb.path} className={className}>
                {crumb.title}
              </Link>
            )}
          />
        ),
      )}
    </Breadcrumb>
  );
}

/**
 * Events a service parked wait for an operator (or a release) while the product looks well: those
 * who may handle them (setupSystem) see how many in the masthead, a click from the page.
 */
function ParkedEventsBadge() {
  const session = useSession();
  const navigate = useNavigate();
  const rights = session && userRights(session);
  const count = useParkedEventCount(Boolean(rights && hasAnyPermission(rights, ['setupSystem'])));
  if (!count.data) return null;
  const label = `${count.data} parked ${count.data === 1 ? 'event' : 'events'}`;
  return (
    <ToolbarItem>
      {/* It opens a page, not a panel: no expanded state to announce. */}
      <NotificationBadge variant="attention" count={count.data} aria-label={label} aria-expanded={undefined} title={label} onClick={() => navigate(PARKED_EVENTS_PATH)} />
    </ToolbarItem>
  );
}

function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <Dropdown
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      onSelect={() => setIsOpen(false)}
      popperProps={{ position: 'right' }}
      toggle={(ref) => (
        <MenuToggle
          ref={ref}
          variant="plainText"
          icon={<UserIcon />}
          isExpanded={isOpen}
          onClick={() => setIsOpen((open) => !open)}
        >
          {session?.value}
        </MenuToggle>
      )}
    >
      <DropdownList>
        <DropdownItem onClick={() => navigate('/new-password')}>Change Password</DropdownItem>
        <DropdownItem
          onClick={() => {
            logout.mutate();
            navigate('/login', { replace: true });
          }}
        >
          Logout
        </DropdownItem>
      </DropdownList>
    </Dropdown>
  );
}
