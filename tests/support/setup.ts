process.env.NODE_ENV ??= 'test'
process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123'
process.env.BETTER_AUTH_URL ??= 'http://localhost:3000'
