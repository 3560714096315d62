import type { FastifyRequest } from 'fastify';

export { bearer } from './directory-query.ts';

/** `user` names the caller: their own list, in every state (anyone else gets public listings only). */
export const ownList = (request: FastifyRequest, user: number | undefined) => user !== undefined && user === request.auth?.userId;
