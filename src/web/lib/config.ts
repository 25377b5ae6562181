import { API } from '#shared/api-paths.ts';
import type { ClientConfig } from '#shared/schemas/config.schema.ts';
import { plain } from './api-client.ts';

let config: Promise<ClientConfig> | undefined;

/** The server's runtime settings (demo mode, Firebase web config), fetched once. */
export const clientConfig = () =>
  // The schema loads with the answer, off the app's first load.
  (config ??= Promise.all([import('#shared/schemas/config.schema.ts'), plain(API.config)])
    .then(([{ clientConfigSchema }, reply]) => clientConfigSchema.parse(reply))
    .catch((err: unknown) => {
      config = undefined;
      throw err;
    }));
