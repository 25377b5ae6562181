import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { mediaS3Settings } from './env-media.ts';

// Where media go (D-220): the disk unless a bucket is named; a bucket setting without a bucket,
// or half a key pair, stops the start instead of leaving photos on one machine's disk.

const BUCKET = { MEDIA_S3_BUCKET: 'harambee-media' };

describe('the media settings', () => {
  it('keep media on the disk when no bucket is named', () => {
    expect(mediaS3Settings(loadEnv({}))).toBeNull();
  });

  it('name the bucket, with AWS defaults when nothing else is given', () => {
    expect(mediaS3Settings(loadEnv(BUCKET))).toEqual({
      bucket: 'harambee-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('take an endpoint (path-style by default), a region and a key pair', () => {
    const env = loadEnv({
      ...BUCKET,
      MEDIA_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(mediaS3Settings(env)).toEqual({
      bucket: 'harambee-media',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    const hosted = loadEnv({ ...BUCKET, MEDIA_S3_ENDPOINT: 'https://s3.example', MEDIA_S3_FORCE_PATH_STYLE: 'false' });
    expect(mediaS3Settings(hosted)?.forcePathStyle).toBe(false);
  });

  it('refuse a bucket setting without a bucket, half a key pair, and a name no bucket can have', () => {
    expect(() => loadEnv({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT: has no effect without MEDIA_S3_BUCKET/,
    );
    expect(() => loadEnv({ ...BUCKET, MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: is needed with MEDIA_S3_ACCESS_KEY_ID/,
    );
    expect(() => loadEnv({ ...BUCKET, MEDIA_S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /MEDIA_S3_ACCESS_KEY_ID: is needed with MEDIA_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ MEDIA_S3_BUCKET: 'Media_Bucket' })).toThrow(/MEDIA_S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ ...BUCKET, MEDIA_S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/MEDIA_S3_FORCE_PATH_STYLE/);
  });
});
