export class GetEmployeePhotoQuery {
  constructor(readonly id: unknown) {}
}
