import type { ListRequest } from '@tna/contracts';

export class GetUserTeamQuery {
  constructor(readonly id: string) {}
}

export class GetUserTeamsQuery {
  constructor(readonly request: ListRequest) {}
}

export class GetUserTeamsIdNameQuery {}
