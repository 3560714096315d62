import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { openDownload } from '../../domain/files/files.ts';
import { errorAnswers } from '../../http/answers.ts';

/** Types a browser may be told as they are; anything else is sent as plain bytes. */
const SAFE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);
/** The file's bytes, as one of the safe types or as plain bytes (a stream: the serializer never sees it). */
const FileBytesSchema = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });
const FILE_ANSWER = {
  description: 'The file, as an attachment',
  content: Object.fromEntries([...SAFE_TYPES, 'application/octet-stream'].map((type) => [type, { schema: FileBytesSchema }])),
};

export const filesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/file/:id/download',
    {
      schema: {
        tags: ['Files'],
        summary: 'Download a stored file (application documents, transfer slips…): its owner or staff only',
        description: 'Answers the file as an attachment. 404 for anyone else, whether the file exists or not; 403 for a visitor token, 401 without one.',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: IdField }),
        response: { 200: FILE_ANSWER, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { file, object, fileName } = await openDownload(api.deps, { actor: request.auth, fileId: request.params.id });
      return (
        reply
          .header('content-type', SAFE_TYPES.has(file.contentType) ? file.contentType : 'application/octet-stream')
          .header('content-length', object.size)
          .header('content-disposition', attachment(fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Opened directly anyway, it may run nothing and reach nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(object.body)
      );
    },
  );
};

/** RFC 6266: an ASCII fallback for old clients, the real name in UTF-8 for the rest. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
