import { API } from '#shared/api-paths.ts';
import type { ClientConfig } from '#shared/schemas/config.schema.ts';
import { plain } from './api-client.ts';

let config: Promise<ClientConfig> | undefined;

/** The server's runtime settings (demo mode, Firebase web config), fetched once. */
export const clientConfig = () =>
  (config ??= plain<ClientConfig>(API.config).catch((err) => {
    config = undefined;
    throw err;
  }));
