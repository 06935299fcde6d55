import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

const linkClass = 'font-medium text-brand-600 hover:underline'

/**
 * The `<terms>` and `<privacy>` tags of a consent sentence ("By signing up you agree to the
 * <terms>terms</terms> and the <privacy>privacy policy</privacy>"): links to the legal pages.
 */
export const legalLinks = {
  terms: (chunks: ReactNode[]) => (
    <Link to="/legal/terms-of-service" className={linkClass}>
      {chunks}
    </Link>
  ),
  privacy: (chunks: ReactNode[]) => (
    <Link to="/legal/privacy-policy" className={linkClass}>
      {chunks}
    </Link>
  ),
}
