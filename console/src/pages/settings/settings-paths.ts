import type { EntityDescriptor } from '@tna/contracts';

/** `/settings/<route>/list`, `/add` and `/edit/<id>`, as the specification's settings routes go. */
export function settingsPath(entity: EntityDescriptor, screen: 'list' | 'add' | 'edit', id?: string): string {
  return `/settings/${entity.route}/${screen}${screen === 'edit' ? `/${id}` : ''}`;
}
