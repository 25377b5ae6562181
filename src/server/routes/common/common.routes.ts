import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { categorySchema, lookupItemSchema } from '#shared/schemas/common.schema.ts';
import { json, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Reference data');
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const categories = route('get', API.categories, {
  summary: 'Fundraiser types (yourself, startup, organization)',
  responses: { 200: json(list(categorySchema), 'Types in display order') },
});

const lookupRoute = (path: string, summary: string) =>
  route('get', path, { summary, responses: { 200: json(list(lookupItemSchema), summary) } });

export const industries = lookupRoute(API.industries, 'Industries for the startup form');
export const startupStages = lookupRoute(API.startupStages, 'Startup stages');
export const teamSizes = lookupRoute(API.teamSizes, 'Team sizes');
