import { type RouterContextProvider, redirect } from 'react-router';
import { verifyPath } from '#common/credential-codes.ts';
import type { SchoolDetail, TeacherDetail } from '#common/directory.ts';
import { placeLabel } from '../components/directory/place.ts';
import { type ApiClient, type ApiResult, failedPage } from './api.server.ts';
import { directoryApi, notFoundPage, visitorKey } from './directory.server.ts';
import { formatDate } from './directory-format.ts';
import { serverT } from './i18n.server.ts';
import { serverContext } from './server-context.ts';

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { slug: string } };
type Fetch<P> = (api: ApiClient, query: { visitor: string }) => Promise<ApiResult<P>>;

/**
 * The start of a school's or teacher's page loader: the profile (`fetch` asks for it with the visitor's key, so
 * a viewer counts once a day), `notFound` when it is not listed, a permanent redirect from an old slug to
 * `{pages}/{slug}`, and what both pages derive from it; `init` sets the visitor's cookie on a first visit.
 */
export async function loadProfile<P extends SchoolDetail | TeacherDetail>(args: LoaderArgs, pages: '/schools' | '/teachers', fetch: Fetch<P>) {
  const { api, lang } = directoryApi(args.context, args.request);
  const visitor = visitorKey(args.request);
  const res = await fetch(api, { visitor: visitor.key });
  if (res.status === 404 || res.status === 400) return { notFound: await notFoundPage(args.context) };
  if (!res.ok) throw failedPage(res);
  const profile = res.data;
  if (profile.slug !== args.params.slug) throw redirect(`${pages}/${profile.slug}`, 301);
  const t = await serverT(args.context);
  return {
    api,
    lang,
    profile,
    place: placeLabel(profile),
    origin: args.context.get(serverContext).publicUrl,
    dates: { memberSince: formatDate(lang, profile.member_since), validUntil: formatDate(lang, profile.valid_until) },
    // Listed means valid today: the badge links to the public check of its registry card (ADR 0036).
    verified: { href: verifyPath(profile.registry_code), label: t('credentials:badge.verified'), title: t('credentials:badge.title') },
    // Each page adds its own description and picture.
    meta: { title: profile.name, bandImage: profile.cover_image ?? undefined },
    init: { headers: visitor.setCookie ? { 'set-cookie': visitor.setCookie } : undefined },
  };
}
