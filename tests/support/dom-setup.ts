import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// As generous as the suite's other waits (vitest.config.ts): a loaded machine slows a screen
// test down instead of failing it.
configure({ asyncUtilTimeout: 15_000 })

// Testing Library unmounts by itself only where the runner's globals are on; they are off here.
afterEach(cleanup)
