// A file that arrived in a multipart request, buffered by http/body-parsing.ts. Services check for it
// with isUploadedFile rather than trusting that a field holds a file.
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}
