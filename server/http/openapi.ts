type Operations = Record<string, Record<string, Record<string, unknown>>>;

/**
 * Names every operation from its method and path (GET /api/school/school/{id} → getSchoolSchoolById),
 * so clients generated from /api/openapi.json get stable names without each route spelling one out.
 */
export function withOperationIds<T extends { paths?: unknown }>(doc: T): T {
  for (const [path, methods] of Object.entries((doc.paths ?? {}) as Operations)) {
    for (const [method, operation] of Object.entries(methods)) operation.operationId ??= operationId(method, path);
  }
  return doc;
}

function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && part !== 'api')
    .flatMap((part) => (part.startsWith('{') ? ['by', part.slice(1, -1)] : part.split(/[-_]/)));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}
