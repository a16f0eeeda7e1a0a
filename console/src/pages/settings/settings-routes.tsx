import { ALL_ENTITIES, SETTINGS_MENU_GROUPS } from '@tna/contracts';
import { Navigate } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import type { PageRoute } from '../../app/routes';
import { settingsPath } from './settings-paths';

// One chunk each for the list and the form, shared by every setup entity.
const SettingsListPage = lazyPage(() => import('./settings-list').then((m) => m.SettingsListPage));
const SettingsFormPage = lazyPage(() => import('./settings-form').then((m) => m.SettingsFormPage));

const menuOrder = (group: string) => SETTINGS_MENU_GROUPS.indexOf(group as (typeof SETTINGS_MENU_GROUPS)[number]);

/**
 * Every settings route of the registered setup entities (their rows' aside): list, add, edit and the bare route
 * (which shows the list), each guarded by the entity's flag; the lists are the sidebar entries,
 * grouped by settings menu group. `settings` is the settings dashboard, first in the breadcrumb.
 */
export function settingsRoutes(settings: { title: string; path: string }): PageRoute[] {
  // Rows of a master are edited on its page; an entity offered in a second menu place (pay rates
  // under Payroll) gets its screens there too, for that place's flag.
  const screens = ALL_ENTITIES.filter((entity) => !entity.master).flatMap((entity) => [entity, ...(entity.alsoIn ? [{ ...entity, ...entity.alsoIn }] : [])]);
  const entities = screens.sort((a, b) => menuOrder(a.menuGroup) - menuOrder(b.menuGroup));
  return entities.flatMap((entity): PageRoute[] => {
    const permissions = [entity.permission];
    const list = { title: entity.pluralLabel, path: settingsPath(entity, 'list') };
    return [
      {
        path: settingsPath(entity, 'list'),
        title: entity.pluralLabel,
        permissions,
        nav: { entry: 'settings', label: entity.label, group: entity.menuGroup },
        parents: [settings],
        element: <SettingsListPage key={entity.route} entity={entity} />,
      },
      { path: `/settings/${entity.route}`, title: entity.pluralLabel, permissions, element: <Navigate to={settingsPath(entity, 'list')} replace /> },
      { path: settingsPath(entity, 'add'), title: `Add ${entity.label}`, permissions, parents: [settings, list], element: <SettingsFormPage key={`${entity.route}-add`} entity={entity} /> },
      {
        path: settingsPath(entity, 'edit', ':id'),
        title: `Edit ${entity.label}`,
        permissions,
        parents: [settings, list],
        element: <SettingsFormPage key={`${entity.route}-edit`} entity={entity} />,
      },
    ];
  });
}
