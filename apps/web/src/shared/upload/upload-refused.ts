/** The portal refused the bytes: its status, and its message for the customer when it gave one. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string | undefined,
  ) {
    super(message ?? `Upload refused (${status})`);
    this.name = 'UploadRefused';
  }
}
