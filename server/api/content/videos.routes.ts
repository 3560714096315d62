import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEOS_PAGE_SIZE, VideoDetailSchema, VideoPageSchema } from '#common/content.ts';
import { BooleanField, IdField, LineField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { findVideos, getVideo } from '../../domain/content/videos.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];

const VideoQuerySchema = PageQuerySchema.extend({
  members_only: BooleanField.optional().describe('1: only members-only videos (exclusive center); 0: only public ones'),
  category: LineField(30).optional(),
});

export const videosRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/video',
    {
      schema: {
        tags,
        summary: 'Videos, newest first; members-only videos are listed for visitors without the video itself',
        security: bearer,
        querystring: VideoQuerySchema,
        response: { 200: VideoPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: VIDEOS_PAGE_SIZE, maxSize: 50 });
      const { total, results } = await findVideos(api.deps, {
        lang: request.lang,
        actor: request.auth,
        membersOnly: request.query.members_only,
        category: request.query.category,
        ...w,
      });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/video/:id',
    {
      schema: {
        tags,
        summary: 'One video with related videos; 404 "Not found video" when it does not exist',
        security: bearer,
        params: z.object({ id: IdField }),
        response: { 200: VideoDetailSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getVideo(api.deps, { id: request.params.id, lang: request.lang, actor: request.auth }),
  );
};
