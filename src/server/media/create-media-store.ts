import path from 'node:path';
import { mediaS3Settings } from '../env-media.ts';
import type { Env } from '../env.ts';
import { createDiskMediaStore } from './disk-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { createS3MediaStore } from './s3-media-store.ts';

/** The disk under DATA_DIR/media, or the bucket MEDIA_S3_BUCKET names (D-220). */
export async function createMediaStore(env: Env): Promise<MediaStore> {
  const s3 = mediaS3Settings(env);
  return s3 ? createS3MediaStore(s3) : createDiskMediaStore(path.resolve(env.DATA_DIR, 'media'));
}
