import type { SessionUser } from '../../session';

export class GetSecurityTemplateForUserQuery {
  constructor(
    readonly userID: string,
    readonly asker: SessionUser,
  ) {}
}
