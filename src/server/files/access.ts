import type { Database } from '@/server/db/client'
import { findFileOwnerProfile, findInvestorLogoId } from '@/server/db/queries/files'
import { investorViewOf, submittedFileIds } from '@/server/db/queries/investors'
import type { Membership } from '@/server/trpc/init'

/** The person asking for a file; null when nobody is signed in. */
export type FileViewer = {
  emailVerified: boolean
  membership: Pick<Membership, 'organisationId' | 'kind'> | null
} | null

export type FileAccess =
  /** Anyone may see it (the logo of a public company page); caches may keep it. */
  | 'public'
  /** This viewer may see it; only their browser may keep it. */
  | 'private'
  /** Not for this viewer, who must not learn that it exists. */
  | 'none'

/**
 * Who may read an uploaded file of a startup (docs/contract.md, "Who sees what"): its logo is
 * public while the company page is; otherwise the startup's own members see its files, and
 * investor organisations see them when they may see the live profile (`investorViewOf`, the one
 * visibility rule, asked on every request: discoverable, applied, or shared in a deal room whose
 * consent the founders have not withdrawn). After an application's withdrawal they keep only the
 * files it was submitted with; after a deal room's withdrawal, none (decision 0047).
 */
export async function fileAccess(
  db: Database,
  file: { id: string; organisationId: string; kind: 'logo' | 'photo' | 'deck' },
  viewer: FileViewer,
): Promise<FileAccess> {
  const profile = await findFileOwnerProfile(db, file.organisationId)
  if (!profile) return investorFileAccess(db, file, viewer)
  if (file.kind === 'logo' && profile.isPublic && profile.logoFileId === file.id) return 'public'

  // As in the procedure builders: an unconfirmed address works nowhere in the signed-in areas.
  const membership = viewer?.emailVerified ? viewer.membership : null
  if (!membership) return 'none'
  if (membership.organisationId === file.organisationId) return 'private'
  if (membership.kind !== 'investor') return 'none'
  const view = await investorViewOf(db, membership.organisationId, file.organisationId)
  if (view === 'live') return 'private'
  if (view === 'none') return 'none'
  // Withdrawn: only the logo and deck that went with the application, never a later upload.
  const submitted = await submittedFileIds(db, membership.organisationId, file.organisationId)
  return submitted.includes(file.id) ? 'private' : 'none'
}

/**
 * An investor organisation's file is its logo: the current one is public, as its name is (founders
 * see both on channel cards and the apply page); a replaced one is already gone.
 */
async function investorFileAccess(
  db: Database,
  file: { id: string; organisationId: string; kind: 'logo' | 'photo' | 'deck' },
  viewer: FileViewer,
): Promise<FileAccess> {
  const logoId = await findInvestorLogoId(db, file.organisationId)
  if (file.kind === 'logo' && logoId === file.id) return 'public'
  const membership = viewer?.emailVerified ? viewer.membership : null
  return membership?.organisationId === file.organisationId ? 'private' : 'none'
}
