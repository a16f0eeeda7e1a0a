import type { SqlQueryable } from '@tna/platform';
import type { CreateUserTeamRequest, IdName, UpdateUserTeamRequest, UserTeam } from '@tna/contracts';
import type { PageWindow } from '../shared/list-query.util';
import { USER_TEAM_SELECT } from './user-team.columns';

/** The columns GetUserTeams sorts on. */
export const USER_TEAM_SORTS = { name: 'lower(ut.name)', authorityLevel: 'ut.authority_level' };

export async function findUserTeam(db: SqlQueryable, id: string): Promise<UserTeam | undefined> {
  const rows: UserTeam[] = await db.query(`${USER_TEAM_SELECT} WHERE ut.id = $1`, [id]);
  return rows[0];
}

/** Teams whose name matches the ILIKE pattern (null matches every team). */
export async function listUserTeams(db: SqlQueryable, search: string | null, page: PageWindow): Promise<{ items: UserTeam[]; total: number }> {
  const [{ total }]: { total: number }[] = await db.query('SELECT count(*)::int AS total FROM user_teams ut WHERE $1::text IS NULL OR ut.name ILIKE $1', [search]);
  const items: UserTeam[] = await db.query(
    `${USER_TEAM_SELECT} WHERE $1::text IS NULL OR ut.name ILIKE $1 ORDER BY ${page.orderBy.replace(/, id$/, ', ut.id')} LIMIT $2 OFFSET $3`,
    [search, page.limit, page.offset],
  );
  return { items, total };
}

/** Every team, for pick lists. */
export function userTeamNames(db: SqlQueryable): Promise<IdName[]> {
  return db.query('SELECT id, name FROM user_teams ORDER BY lower(name), id');
}

export async function insertUserTeam(db: SqlQueryable, id: string, team: CreateUserTeamRequest, actorName: string): Promise<void> {
  await db.query('INSERT INTO user_teams (id, name, authority_level, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)', [
    id,
    team.name,
    team.authorityLevel,
    actorName,
  ]);
}

/** Writes a team's change; false if there is no such team or its version no longer matches. */
export async function updateUserTeam(db: SqlQueryable, team: UpdateUserTeamRequest, actorName: string): Promise<boolean> {
  const [updated]: [{ version: number }[], number] = await db.query(
    `UPDATE user_teams SET name = $2, authority_level = $3, version = version + 1, updated_at = now(), updated_by = $4
          WHERE id = $1 AND ($5::int IS NULL OR version = $5) RETURNING version`,
    [team.id, team.name, team.authorityLevel, actorName, team.version ?? null],
  );
  return updated.length > 0;
}

/** False if there is no such team. */
export async function deleteUserTeam(db: SqlQueryable, id: string): Promise<boolean> {
  const [, deleted]: [unknown[], number] = await db.query('DELETE FROM user_teams WHERE id = $1', [id]);
  return deleted > 0;
}
