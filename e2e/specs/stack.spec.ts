import { expect, test } from '../fixtures.js'

test('the demo served by the stack loads and shows the connect button', async ({ page, stack }) => {
  await page.goto(stack.demo.url)
  await expect(page.getByTestId('connect-button')).toBeVisible()
})

test('the server of the stack answers the wallet catalogue from the browser', async ({ page, stack }) => {
  await page.goto(stack.demo.url)
  const body = await page.evaluate(async (api) => {
    const response = await fetch(`${api}/getWallets?projectId=latch-dev&page=1&entries=40`)
    return { status: response.status, json: await response.json() }
  }, stack.server.url)
  expect(body.status).toBe(200)
  expect(body.json.data).toHaveLength(40)
  expect(body.json.count).toBeGreaterThan(500)
})

test('the devnet chains of the stack answer with their chain ids', async ({ stack }) => {
  const ids = await Promise.all(
    stack.devnet.chains.map(async (chain) => {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      return Number.parseInt((await response.json()).result, 16)
    }),
  )
  expect(ids).toEqual([31337, 31338])
})
