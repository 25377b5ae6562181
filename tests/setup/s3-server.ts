import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// A real S3-protocol server for the tests of the media store's S3 driver (D-220): s3rver, a
// development dependency only, never used by the product. It speaks S3's REST API (SigV4
// signatures checked, ListObjectsV2, DeleteObjects, conditional GETs) over HTTP on a free
// loopback port and keeps its objects in a temporary folder, removed when it stops.

export const TEST_BUCKET = 'harambee-media-test';
// s3rver's one account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // The tests' own view of the bucket, through the SDK itself rather than the product's driver.
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    /** The settings that put a server's media in the test bucket. */
    serverEnv: {
      MEDIA_S3_BUCKET: TEST_BUCKET,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    /** The keys in the bucket under this prefix, sorted. */
    async keys(prefix = '') {
      const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    },
    /** An object written straight into the bucket, as a process killed mid-upload leaves one. */
    async put(key: string, body: Uint8Array | string) {
      await client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: body }));
    },
    /**
     * Makes an object look written at `when`: S3 has no call for that, and s3rver reports a file's
     * time of last change (`<bucket>/<key>._S3rver_object`) as the object's LastModified.
     */
    age(key: string, when: Date) {
      fs.utimesSync(path.join(directory, TEST_BUCKET, `${key}._S3rver_object`), when, when);
    },
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
