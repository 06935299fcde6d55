import { founder } from '@/server/db/schema'

/** What a founder says of themselves: the fields every reader of a founder shows. */
export const founderFields = {
  name: founder.name,
  title: founder.title,
  email: founder.email,
  linkedin: founder.linkedin,
  bio: founder.bio,
  education: founder.education,
  experience: founder.experience,
  equityShare: founder.equityShare,
}
