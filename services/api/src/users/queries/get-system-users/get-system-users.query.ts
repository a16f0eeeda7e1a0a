import type { SystemUserListRequest } from '@tna/contracts';

export class GetSystemUsersQuery {
  constructor(readonly request: SystemUserListRequest) {}
}

export class GetSystemUsersIdNameQuery {}
