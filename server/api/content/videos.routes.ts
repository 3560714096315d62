import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BooleanField } from '#common/fields.ts';
import { VIDEOS_PAGE_SIZE } from '#common/content.ts';
import { z } from '#common/zod-setup.ts';
import { findVideos, getVideo } from '../../domain/content/videos.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];

const VideoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  duration_seconds: z.number(),
  members_only: z.boolean(),
  published_at: z.string(),
  locked: z.boolean().describe('true when the video is members-only and the caller is a visitor: provider, video_id and embed_url are then null'),
  provider: z.string().nullable(),
  video_id: z.string().nullable(),
  embed_url: z.string().nullable(),
});

const VideoQuerySchema = PageQuerySchema.extend({
  members_only: BooleanField.optional().describe('1: only members-only videos (exclusive center); 0: only public ones'),
  category: z.string().max(30).optional(),
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
        response: { 200: z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(VideoSchema) }) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: VIDEOS_PAGE_SIZE, maxSize: 50 });
      const { total, results } = await findVideos(api.deps, {
        lang: request.lang,
        isMember: request.auth?.userId != null,
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
        params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }),
        response: { 200: VideoSchema.extend({ related: z.array(VideoSchema) }) },
      },
    },
    async (request) => getVideo(api.deps, { id: request.params.id, lang: request.lang, isMember: request.auth?.userId != null }),
  );
};
