import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { categorySchema, lookupItemSchema } from '#shared/schemas/common.schema.ts';
import { json } from '../../lib/openapi.ts';

const tags = ['Reference data'];
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const categories = createRoute({
  method: 'get',
  path: API.categories,
  tags,
  summary: 'Fundraiser types (yourself, startup, organization)',
  responses: { 200: json(list(categorySchema), 'Types in display order') },
});

const lookupRoute = (path: string, summary: string) =>
  createRoute({ method: 'get', path, tags, summary, responses: { 200: json(list(lookupItemSchema), summary) } });

export const industries = lookupRoute(API.industries, 'Industries for the startup form');
export const startupStages = lookupRoute(API.startupStages, 'Startup stages');
export const teamSizes = lookupRoute(API.teamSizes, 'Team sizes');
