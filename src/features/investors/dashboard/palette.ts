import type { ApplicationStatus } from '@/lib/options'

/** Chart colours, matched to the status badges' hues; each holds 3:1 contrast on white. */
export const statusColours: Record<ApplicationStatus, string> = {
  submitted: '#0284c7',
  in_review: '#4f46e5',
  shortlisted: '#7c3aed',
  due_diligence: '#d97706',
  accepted: '#059669',
  rejected: '#dc2626',
  withdrawn: '#64748b',
}

export const brand = '#4f46e5'
export const brandLight = '#a5b4fc'
export const saffron = '#d97706'
export const grid = '#e5e7eb'
export const axis = '#6b7280'
