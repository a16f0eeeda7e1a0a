/** The image's bytes as sent (`Content-Type: image/jpeg`, `image/png` or `application/octet-stream`). */
export class SaveEmployeePhotoCommand {
  constructor(
    readonly employeeID: unknown,
    readonly body: unknown,
    readonly username: string,
  ) {}
}
