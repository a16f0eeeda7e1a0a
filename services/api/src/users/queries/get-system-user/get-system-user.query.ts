export class GetSystemUserQuery {
  constructor(readonly id: string) {}
}
