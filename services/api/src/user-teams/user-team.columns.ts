/** The UserTeam answer's columns, members in name order; `ut` is user_teams. */
export const USER_TEAM_SELECT = `SELECT ut.id, ut.name, ut.authority_level AS "authorityLevel", ut.version,
       COALESCE((SELECT json_agg(json_build_object('id', u.id, 'username', u.username, 'fullName', u.full_name) ORDER BY lower(u.full_name), u.id)
                   FROM system_users u WHERE u.user_team_id = ut.id), '[]') AS members
  FROM user_teams ut`;

export const USER_TEAM_UNIQUE = { user_teams_name: 'name' };
