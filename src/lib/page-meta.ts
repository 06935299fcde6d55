/** The head of a public page: title, description, Open Graph and Twitter card tags. */
export function publicPageMeta({
  name,
  description,
  path,
  type,
  image,
}: {
  name: string
  description: string
  path: string
  type: 'website' | 'profile'
  image?: string | null
}) {
  return [
    { title: `${name} · Sangam` },
    { name: 'description', content: description },
    { property: 'og:title', content: name },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: path },
    { property: 'og:site_name', content: 'Sangam' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: name },
    { name: 'twitter:description', content: description },
  ]
}
