import { UploadRefused } from './upload-refused';

export { UploadRefused };

/**
 * Sends a file's bytes to its signed URL with HTTP PUT and its content type (journey §7: status 200
 * required). XMLHttpRequest rather than fetch, because only it reports upload progress.
 * `onProgress` receives a fraction from 0 to 1. A network failure, an abort or another status rejects;
 * the portal's refusal as UploadRefused, with its message.
 */
export function putFile(
  url: string,
  body: Blob,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) {
        onProgress?.(1);
        resolve();
      } else reject(new UploadRefused(request.status, messageOf(request.responseText)));
    };
    request.onerror = () => reject(new Error('Upload failed'));
    request.onabort = () => reject(new Error('Upload aborted'));
    request.send(body);
  });
}

function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
