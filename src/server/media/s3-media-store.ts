import type { S3ServiceException } from '@aws-sdk/client-s3';
import { assertMediaKey, isMediaKey, mediaContentType, type MediaObject, type MediaStore } from './media-store.ts';

// Media in an S3-compatible bucket (D-220): AWS S3, Cloudflare R2, MinIO, Garage. Every instance
// of the server reads and writes the same objects, and the server still answers /media/ itself
// (web.ts), so a CDN in front takes the reads without the bucket having to be public.

export interface S3MediaSettings {
  bucket: string;
  /** For anything but AWS itself (R2, MinIO, Garage, the tests' server). */
  endpoint?: string;
  region: string;
  /** Without them the SDK's own chain is used (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

// Kept on each object too, so a CDN or a public bucket serving it directly says the same as we do.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The most keys one DeleteObjects request takes.
const DELETE_BATCH = 1000;

const statusOf = (err: unknown) => (err as Partial<S3ServiceException>).$metadata?.httpStatusCode;

export async function createS3MediaStore(settings: S3MediaSettings): Promise<MediaStore> {
  // Imported here, not at the top: a server on the disk never loads the SDK, and the build
  // (esbuild, one file) would hoist a static import to the start of the bundle.
  const { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const { bucket: Bucket, endpoint } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them (DeleteObjects): the SDK's newer default adds
    // checksum headers and trailers to every upload, which S3-compatible servers support unevenly
    // (D-220); our bodies are whole buffers whose length the request states anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

  return {
    description: `S3 bucket ${Bucket}${endpoint ? ` at ${new URL(endpoint).host}` : ''}`,

    async put(key, bytes, contentType) {
      assertMediaKey(key);
      // One PUT of the whole object: S3 shows it to readers only once it is complete.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE }),
      );
    },

    async get(key, ifNoneMatch): Promise<MediaObject | null> {
      if (!isMediaKey(key)) return null;
      const contentType = mediaContentType(key) ?? 'application/octet-stream';
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }));
        if (!out.Body) return null;
        return {
          contentType: out.ContentType ?? contentType,
          length: out.ContentLength ?? 0,
          etag: out.ETag,
          body: out.Body.transformToWebStream(),
        };
      } catch (err) {
        // The bucket checked the validator itself: no bytes were sent.
        if (statusOf(err) === 304) {
          const etag = ifNoneMatch && !ifNoneMatch.includes(',') ? ifNoneMatch.trim() : undefined;
          return { contentType, length: 0, etag, body: null };
        }
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },

    async delete(keys) {
      keys.forEach(assertMediaKey);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        // Quiet: only failures are listed (a missing key is not one).
        const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = out.Errors?.[0];
        if (failed) throw new Error(`Media not deleted: ${failed.Key} (${failed.Code}: ${failed.Message})`);
      }
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const { Key, LastModified } of page.Contents ?? [])
          if (Key && LastModified) yield { key: Key, lastModified: LastModified };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
