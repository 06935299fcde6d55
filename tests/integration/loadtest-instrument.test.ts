import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus } from 'node:os'

import { afterEach, describe, expect, it } from 'vitest'

import { cpuSplitFrom } from '../../scripts/loadtest/costs'
import { sampleServer, type Server } from '../../scripts/loadtest/server'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// The load test must survive the load it makes: a server too busy to answer its metrics in time
// was the end of the run, and the server was left running.
describe('the load test instrument', () => {
  it('samples a server whose metrics start answering and never finish, without failing', async () => {
    const stalled = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.write('nodejs_heap_size_used_bytes 1\n')
    })
    stalled.listen(0, '127.0.0.1')
    await once(stalled, 'listening')
    cleanups.push(() => stalled.close() && stalled.closeAllConnections())
    const server = {
      base: `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`,
      pid: process.pid,
      metricsToken: 'token',
    } as Server

    const sampler = sampleServer(server, 1000)
    const samples = await sampler.stop()

    expect(samples.length).toBeGreaterThan(0)
    expect(samples[0]!.metricsMissed).toBe(true)
    expect(samples[0]!.rssMb).toBeGreaterThan(0)
  })

  it.each([
    ['an error nobody caught', 'uncaught'],
    ['SIGINT', 'SIGINT'],
  ])('stops the server when the load test ends by %s', async (_name, ending) => {
    // A load test that started a server (here a long sleep) and then ends abruptly.
    const script = `
      import { spawn } from 'node:child_process'
      import { stopWithThisProcess } from './scripts/loadtest/server.ts'
      const child = spawn('sleep', ['300'], { stdio: 'ignore' })
      stopWithThisProcess(child)
      console.log(child.pid)
      if (${JSON.stringify(ending)} === 'uncaught') setTimeout(() => { throw new Error('boom') })
      else setInterval(() => {}, 1000)
    `
    const loadTest = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    cleanups.push(() => loadTest.kill('SIGKILL'))
    const [line] = (await once(loadTest.stdout!, 'data')) as [Buffer]
    const serverPid = Number(line.toString().trim())
    cleanups.push(() => alive(serverPid) && process.kill(serverPid, 'SIGKILL'))
    expect(alive(serverPid)).toBe(true)
    if (ending === 'SIGINT') process.kill(loadTest.pid!, 'SIGINT')
    await once(loadTest, 'exit')
    await expect.poll(() => alive(serverPid), { timeout: 10_000 }).toBe(false)
  })

  it('tells the load generator’s CPU from a server’s, and accounts for every core', async () => {
    // A "server" that sleeps, while this process (the generator's place) computes for a while.
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
    cleanups.push(() => sleeper.kill('SIGKILL'))
    await once(sleeper, 'spawn')
    const split = cpuSplitFrom([sleeper.pid!], null)
    const until = performance.now() + 400
    let spins = 0
    while (performance.now() < until) spins++
    const { server, database, generator, other, idle } = split.stop()
    expect(spins).toBeGreaterThan(0)
    expect(database).toBe(0)
    expect(generator).toBeGreaterThan(server)
    expect(generator).toBeGreaterThan(0.1)
    // Every core's time is somewhere: /proc counts in hundredths of a second.
    expect(server + database + generator + other + idle).toBeGreaterThan(cpus().length * 0.7)
    expect(server + database + generator + other + idle).toBeLessThan(cpus().length * 1.3)
  })
})
