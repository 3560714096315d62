import { describe, expect, it } from 'vitest';
import { onPublicChange, publicContentChanged } from '../lib/public-changes.ts';
import { createPageCache } from './page-cache.ts';

const page = (body: string, extra: [string, string][] = []) => ({
  status: 200,
  headers: [['content-type', 'text/html'], ...extra] as [string, string][],
  body: Buffer.from(body),
  nonce: 'OLD+nonce/==',
});

describe('page cache for visitors', () => {
  it('keys by path, query, language and currency, and only for cacheable visitor pages', () => {
    const cache = createPageCache(15_000);
    expect(cache.keyFor('GET', '/directory/schools?country=TH', { 'accept-language': 'th-TH' })).toBe('/directory/schools?country=TH|th|');
    expect(cache.keyFor('GET', '/directory?lang=zh', { cookie: 'lang=th; currency=EUR' })).toBe('/directory?lang=zh|zh|EUR');
    expect(cache.keyFor('GET', '/', { cookie: 'lang=hi' })).toBe('/|hi|');
    expect(cache.keyFor('GET', '/directory', { cookie: 'wya_session=abc' })).toBeNull();
    expect(cache.keyFor('GET', '/directory', { cookie: 'flash=abc' })).toBeNull();
    expect(cache.keyFor('POST', '/directory', {})).toBeNull();
    for (const path of ['/user-profile', '/auth/login', '/schools/lotus', '/teachers/x', '/event/3', '/change-password'])
      expect(cache.keyFor('GET', path, {}), path).toBeNull();
    expect(createPageCache(0).keyFor('GET', '/directory', {})).toBeNull();
  });

  it('serves a stored page with a fresh nonce, and never pages that set cookies or failed', () => {
    const cache = createPageCache(15_000);
    cache.set('a', page('<script nonce="OLD+nonce/==">x</script>{"nonce":"OLD+nonce/=="}'));
    expect(cache.get('a', 'NEW')?.body).toBe('<script nonce="NEW">x</script>{"nonce":"NEW"}');
    cache.set('b', page('x', [['set-cookie', 'lang=th']]));
    expect(cache.get('b', 'n')).toBeNull();
    cache.set('c', { ...page('x'), status: 404 });
    expect(cache.get('c', 'n')).toBeNull();
  });

  it('forgets every page when the office changes what visitors see', () => {
    const cache = createPageCache(15_000);
    const forget = onPublicChange(() => cache.clear());
    cache.set('/about/faq|th|', page('old answer'));
    publicContentChanged();
    expect(cache.get('/about/faq|th|', 'n')).toBeNull();
    forget();
  });

  it('forgets pages after their time', async () => {
    const cache = createPageCache(20);
    cache.set('a', page('x'));
    expect(cache.get('a', 'n')).not.toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get('a', 'n')).toBeNull();
  });

  it('keeps at most its size, forgetting the oldest pages first', () => {
    const cache = createPageCache(15_000, 100);
    cache.set('a', page('x'.repeat(20)));
    cache.set('b', page('y'.repeat(20)));
    cache.set('c', page('z'.repeat(20)));
    cache.set('d', page('w'.repeat(20)));
    cache.set('e', page('v'.repeat(20)));
    cache.set('f', page('u'.repeat(20)));
    expect(cache.get('a', 'n')).toBeNull();
    for (const key of ['b', 'c', 'd', 'e', 'f']) expect(cache.get(key, 'n'), key).not.toBeNull();
    cache.set('huge', page('h'.repeat(60)));
    expect(cache.get('huge', 'n')).toBeNull();
  });
});
