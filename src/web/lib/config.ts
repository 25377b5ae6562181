import { API } from '#shared/api-paths.ts';
import { clientConfigSchema, type ClientConfig } from '#shared/schemas/config.schema.ts';
import { plain } from './api-client.ts';

let config: Promise<ClientConfig> | undefined;

/** The server's runtime settings (demo mode, Firebase web config), fetched once. */
export const clientConfig = () =>
  (config ??= plain(API.config)
    .then((reply) => clientConfigSchema.parse(reply))
    .catch((err: unknown) => {
      config = undefined;
      throw err;
    }));
