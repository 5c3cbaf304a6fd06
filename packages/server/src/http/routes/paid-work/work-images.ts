// GET images/{assignment}?t=… under /api/work — an item's image for an <img>, which cannot send the
// Authorization header: the signed URL of an open lease is the proof (domain/paid-work/image-token.ts).
import { imageMissingRefusal, WORK_API } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/api-error.ts';
import { leasedImage } from '../../../domain/paid-work/images.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerWorkImages(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Params: { id: string }; Querystring: { t?: string } }>(`${WORK_API}/images/:id`, async (request, reply) => {
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    const image = await leasedImage(deps, request.params.id, token);
    if (!image) throw notFound(imageMissingRefusal(request.locale));
    return reply
      .header('content-type', image.type)
      .header('cache-control', 'private, max-age=600')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
}
