// GET master/<lookup> for every lookup and POST master/<lookup> for those created inline
// (spec 000 §7 Master data and upload, spec 001 §7 Lookups). Upload lives in the uploads module.
import {
  envelope,
  MASTER_LOOKUPS,
  MASTER_MESSAGES,
  type MasterLookup,
  masterListQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBodyOf, LOOKUPS } from './master.service';

export async function masterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  for (const lookup of Object.keys(MASTER_LOOKUPS) as MasterLookup[]) {
    const definition = LOOKUPS[lookup];
    const { label, parent } = MASTER_LOOKUPS[lookup] as {
      label: string;
      parent?: 'country_id' | 'state_id' | 'group_key';
    };
    // Each lookup documents only the filters it applies: its parent and a name search.
    const picked =
      lookup === 'leave-types'
        ? z.object({})
        : masterListQuery.pick({ search: true, ...(parent ? { [parent]: true } : {}) });
    // Cities are refused without a state or a search (every city of the world): OpenAPI cannot
    // require one of two parameters, so the parameter says it (issue 26).
    const query =
      lookup === 'cities'
        ? masterListQuery.pick({ search: true, state_id: true }).extend({
            state_id: masterListQuery.shape.state_id.describe(
              'Required unless search is given: without both the answer is 400',
            ),
          })
        : picked;

    app.get(
      `/master/${lookup}`,
      {
        config: { access: 'session' },
        schema: {
          tags: ['master'],
          summary: `List ${lookup}, sorted by ${label}`,
          querystring: query,
          response: { 200: envelope(z.array(definition.item)) },
        },
      },
      async (request) => ({ data: await definition.list(db, request.query), message: '' }),
    );

    const body = createBodyOf(lookup);
    const create = definition.create;
    if (!body || !create) continue;
    app.post(
      `/master/${lookup}`,
      {
        config: { access: 'session' },
        schema: {
          tags: ['master'],
          summary: `Create a ${lookup} entry, or return the existing one of the same name`,
          body,
          response: { 200: envelope(definition.item), 201: envelope(definition.item) },
        },
      },
      async (request, reply) => {
        const { item, created } = await create(db, request.body as Record<string, unknown>);
        return reply
          .status(created ? 201 : 200)
          .send({ data: item, message: created ? MASTER_MESSAGES.created : MASTER_MESSAGES.existing });
      },
    );
  }
}
