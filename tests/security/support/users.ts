import { randomBytes } from 'node:crypto';
import type { Permission, SecurityTemplate, SystemUser } from '@tna/contracts';
import { ApiClient } from '../../support/api-client';

export const PASSWORD = 'Correct-Horse-9';

/** A unique name for test records. */
export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export async function aTemplate(admin: ApiClient, permissions: Permission[], name = unique('template')): Promise<SecurityTemplate> {
  return admin.ok<SecurityTemplate>('CreateSecurityTemplate', { name, permissions });
}

/** An active, non-administrator user with the given template; `overrides` replaces any field. */
export async function aUser(admin: ApiClient, template: SecurityTemplate, overrides: Record<string, unknown> = {}): Promise<SystemUser> {
  return admin.ok<SystemUser>('CreateSystemUser', {
    username: unique('user'),
    fullName: 'Test User',
    password: PASSWORD,
    isAdministrator: false,
    status: 1,
    securityTemplateID: template.id,
    ...overrides,
  });
}

/** A client logged in as a new user whose template grants exactly `permissions`. */
export async function aUserWith(admin: ApiClient, baseUrl: string, permissions: Permission[]): Promise<{ client: ApiClient; user: SystemUser }> {
  const user = await aUser(admin, await aTemplate(admin, permissions));
  const client = new ApiClient(baseUrl);
  await client.login(user.username, PASSWORD);
  return { client, user };
}
