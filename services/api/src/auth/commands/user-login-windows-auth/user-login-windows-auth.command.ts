export class UserLoginWindowsAuthCommand {
  constructor(
    /** The connection's own address: only a trusted proxy may vouch for a user. */
    readonly socketAddress: string | null,
    /** The value of the trusted user header, if the request carried one. */
    readonly headerValue: string | undefined,
    readonly remoteAddress: string | null,
  ) {}
}
