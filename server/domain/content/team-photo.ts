import type { ContentAnswer } from '#common/staff-content.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { publicContentChanged } from '../../lib/public-changes.ts';
import { prepareUpload, type UploadSource } from '../../lib/uploads/index.ts';
import { type Actor, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { forgetStoredFile, removeStoredObject, storeUpload } from '../files/files.ts';
import { teamRows, updateTeamPhotoKey } from './content-admin.queries.ts';
import { getContent } from './content-admin.ts';

// A team member's photo on the about page (issue 12, ADR 0018): the office uploads it through the one
// upload module (team_photo policy: JPEG, PNG or WebP, checked by content, re-encoded to a public WebP).
// The new file and the row change in one transaction; the replaced file goes once that has committed.

export async function setTeamPhoto(deps: Deps, options: { actor: Actor; id: number; photo: UploadSource | undefined }): Promise<ContentAnswer<'team'>> {
  const staffId = requireStaff(options.actor);
  if (!options.photo) throw fieldError('photo', 'validation.required');
  // Someone unknown gets no file stored.
  if (!(await teamRows.one(deps.db, options.id))) throw new AppError('NOT_FOUND', 'errors.not_found');
  const upload = await prepareUpload(options.photo);
  const { result: replaced } = await storeUpload(deps, { ownerId: staffId, upload }, async (tx, file) => {
    const before = await teamRows.lock(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', 'errors.not_found');
    await updateTeamPhotoKey(tx, options.id, file.storageKey);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'content.team_member.photo',
      subject: { kind: 'team_member', id: options.id },
      before: { photo: before.photo },
      after: { photo: file.storageKey },
    });
    // A photo the office uploaded before has a file record; a demo photo (a seeded key) has none.
    if (before.photo) await forgetStoredFile(tx, before.photo);
    return before.photo;
  });
  if (replaced) await removeStoredObject(deps, replaced);
  publicContentChanged();
  return getContent(deps, { actor: options.actor, kind: 'team', id: options.id });
}
