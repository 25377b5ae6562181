import { z } from 'zod';
import type { S3MediaSettings } from './media/s3-media-store.ts';

// Where uploaded photos are kept (D-220), part of env.ts's schema. Without MEDIA_S3_BUCKET they
// stay on the disk under DATA_DIR/media, as `npm start` has always kept them.

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .optional()
  .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes'].includes(v)));

export const MEDIA_ENV = {
  // Its presence puts media in this S3-compatible bucket (made beforehand; the server never makes one).
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, . and -')
    .optional(),
  // R2, MinIO, Garage and the like; AWS S3 itself needs none.
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().min(1).optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Bucket in the path (http://host/bucket/key), not the host name; defaults on with an endpoint.
  MEDIA_S3_FORCE_PATH_STYLE: flag,
};

type MediaEnv = z.output<z.ZodObject<typeof MEDIA_ENV>>;

/** A setting that would be ignored is refused: a typo in the bucket's name must not leave photos on one disk. */
export function checkMediaEnv(env: MediaEnv, ctx: z.RefinementCtx) {
  const keys = Object.keys(MEDIA_ENV) as (keyof MediaEnv)[];
  if (!env.MEDIA_S3_BUCKET) {
    for (const key of keys.filter((k) => env[k] !== undefined))
      ctx.addIssue({ code: 'custom', path: [key], message: 'has no effect without MEDIA_S3_BUCKET' });
    return;
  }
  const pair = ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const;
  for (const [key, other] of [pair, [pair[1], pair[0]]] as const) {
    if (env[key] === undefined && env[other] !== undefined)
      ctx.addIssue({ code: 'custom', path: [key], message: `is needed with ${other}` });
  }
}

/** The bucket's settings, or null: media on the disk. */
export function mediaS3Settings(env: MediaEnv): S3MediaSettings | null {
  if (!env.MEDIA_S3_BUCKET) return null;
  const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT,
    // AWS's first region, and what MinIO and R2 accept; a bucket elsewhere on AWS names its own.
    region: env.MEDIA_S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Self-hosted servers rarely have a wildcard DNS name per bucket; AWS prefers the host name.
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE ?? Boolean(env.MEDIA_S3_ENDPOINT),
  };
}
