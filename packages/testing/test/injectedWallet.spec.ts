import { parseEther, verifyMessage, verifyTypedData } from 'viem'
import { anvilAccounts, installTestWallet } from '../src/exports/index.js'
import { expect, recordEvents, recordedEvents, request, test } from './fixtures.js'

const typedData = {
  domain: { name: 'Latch', version: '1', chainId: 31337, verifyingContract: anvilAccounts[9].address },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: anvilAccounts[1].address, contents: 'Hello', amount: '1000000000000000000000' },
} as const

test.describe('announcement and injection', () => {
  test('announces through EIP-6963 with its info and sets window.ethereum', async ({
    page,
    testWallet,
    dappUrl,
  }) => {
    await page.goto(dappUrl)
    const announced = await page.evaluate(() => {
      const w = window as unknown as {
        announced: { info: Record<string, string>; provider: unknown }[]
        ethereum: { isMetaMask: boolean }
      }
      return w.announced.map((d) => ({
        info: d.info,
        isWindowEthereum: d.provider === w.ethereum,
        isMetaMask: w.ethereum.isMetaMask,
        frozen: Object.isFrozen(d),
      }))
    })
    expect(announced).toEqual([
      {
        info: {
          uuid: testWallet.info.uuid,
          name: 'Latch Test Wallet',
          rdns: 'dev.latch.testwallet',
          icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        },
        isWindowEthereum: true,
        isMetaMask: false,
        frozen: true,
      },
    ])
    expect(testWallet.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('announces again when the site asks, and not as window.ethereum when injected is false', async ({
    page,
    addTestWallet,
    dappUrl,
  }) => {
    await addTestWallet({ injected: false, info: { name: 'Quiet', rdns: 'dev.latch.quiet', uuid: 'u-1' } })
    await page.goto(dappUrl)
    const seen = await page.evaluate(() => {
      const infos: unknown[] = []
      window.addEventListener('eip6963:announceProvider', (e) => infos.push((e as CustomEvent).detail.info))
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return { infos, ethereum: 'ethereum' in window }
    })
    expect(seen.infos).toEqual([
      { uuid: 'u-1', name: 'Quiet', rdns: 'dev.latch.quiet', icon: expect.any(String) },
    ])
    expect(seen.ethereum).toBe(false)
  })

  test('emits connect with the chain on load', async ({ page, testWallet, dappUrl }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {
        connectEvents: unknown[]
        ethereum: { on(e: string, l: (p: unknown) => void): void }
      }
      w.connectEvents = []
      // The test wallet's init script may run before or after this one; wait for the provider either way.
      const hook = () => w.ethereum?.on('connect', (payload) => w.connectEvents.push(payload))
      if (w.ethereum) hook()
      else window.addEventListener('ethereum#initialized', hook, { once: true })
    })
    await page.goto(dappUrl)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { connectEvents: unknown[] }).connectEvents))
      .toEqual([{ chainId: '0x7a69' }])
    expect(testWallet.requests).toEqual([])
  })

  test('installs into a page that is already loaded', async ({ page, addTestWallet, dappUrl }) => {
    await page.goto(dappUrl)
    const wallet = await addTestWallet()
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_chainId'])
  })
})

test.describe('authorization', () => {
  test('eth_accounts is empty until eth_requestAccounts is approved', async ({
    page,
    testWallet,
    dappUrl,
  }) => {
    await page.goto(dappUrl)
    await recordEvents(page, ['accountsChanged'])
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [anvilAccounts[0].address] })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [anvilAccounts[0].address] })
    expect(await recordedEvents(page)).toEqual([['accountsChanged', [anvilAccounts[0].address]]])
    expect(testWallet.isAuthorized(new URL(dappUrl).origin)).toBe(true)
    expect(testWallet.requests.map(({ method, outcome }) => [method, outcome])).toEqual([
      ['eth_accounts', 'approved'],
      ['eth_requestAccounts', 'approved'],
      ['eth_accounts', 'approved'],
    ])
    expect(testWallet.requests[1]?.origin).toBe(new URL(dappUrl).origin)
  })

  test('a rejected prompt answers 4001 and leaves the site unauthorized', async ({
    page,
    testWallet,
    dappUrl,
  }) => {
    testWallet.on('eth_requestAccounts', 'reject')
    await page.goto(dappUrl)
    expect(await request(page, 'eth_requestAccounts')).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(testWallet.requests[0]).toMatchObject({ method: 'eth_requestAccounts', outcome: 'rejected' })
    testWallet.on('eth_requestAccounts', 'approve')
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [testWallet.address] })
  })

  test("'*' rejects every prompt but not reads", async ({ page, testWallet, dappUrl }) => {
    testWallet.on('*', 'reject')
    await page.goto(dappUrl)
    expect((await request(page, 'eth_requestAccounts')).error?.code).toBe(4001)
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    await testWallet.authorize(new URL(dappUrl).origin)
    expect((await request(page, 'personal_sign', ['0x68656c6c6f', testWallet.address])).error?.code).toBe(
      4001,
    )
  })

  test('a delayed prompt stays pending, then approves', async ({ page, testWallet, dappUrl }) => {
    testWallet.on('eth_requestAccounts', { delay: 600 })
    await page.goto(dappUrl)
    const pending = testWallet.waitForRequest('eth_requestAccounts', { pending: true })
    const started = Date.now()
    const answer = request(page, 'eth_requestAccounts')
    expect((await pending).outcome).toBe('pending')
    expect(await answer).toEqual({ result: [testWallet.address] })
    expect(Date.now() - started).toBeGreaterThanOrEqual(600)
    expect(testWallet.requests[0]?.outcome).toBe('approved')
  })

  test('a delay can end in a rejection, and a mode can answer any error', async ({
    page,
    testWallet,
    dappUrl,
  }) => {
    testWallet.on('eth_requestAccounts', { delay: 200, answer: 'reject' })
    await page.goto(dappUrl)
    expect((await request(page, 'eth_requestAccounts')).error?.code).toBe(4001)
    testWallet.on('eth_requestAccounts', {
      error: { code: -32002, message: 'Already processing eth_requestAccounts.' },
    })
    expect(await request(page, 'eth_requestAccounts')).toEqual({
      error: { code: -32002, message: 'Already processing eth_requestAccounts.' },
    })
    testWallet.on('eth_blockNumber', { error: { code: -32005, message: 'Rate limited' } })
    expect(await request(page, 'eth_blockNumber')).toEqual({
      error: { code: -32005, message: 'Rate limited' },
    })
    expect(testWallet.requests.at(-1)?.outcome).toBe('error')
  })

  test('authorization survives a reload and is kept per origin', async ({
    page,
    testWallet,
    dappUrl,
    otherOriginUrl,
  }) => {
    await page.goto(dappUrl)
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [testWallet.address] })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { announced: unknown[] }).announced.length)).toBe(
      1,
    )
    expect(await request(page, 'eth_accounts')).toEqual({ result: [testWallet.address] })
    // Already approved: no second prompt, even if the person would now reject one.
    testWallet.on('eth_requestAccounts', 'reject')
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [testWallet.address] })
    await page.goto(otherOriginUrl)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect((await request(page, 'eth_requestAccounts')).error?.code).toBe(4001)
  })

  test('a page cannot borrow another origin’s authorization by claiming its origin', async ({
    page,
    testWallet,
    dappUrl,
    otherOriginUrl,
  }) => {
    await page.goto(dappUrl)
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [testWallet.address] })
    await page.goto(otherOriginUrl)
    // The binding is reachable from the page's script, which writes whatever origin it likes.
    const answer = await page.evaluate(async (claimed) => {
      const name = Object.keys(window).find((key) => key.startsWith('__latchTestWallet_'))
      const binding = (window as unknown as Record<string, (message: unknown) => Promise<unknown>>)[
        name ?? ''
      ]
      return binding?.({ method: 'eth_accounts', origin: claimed })
    }, new URL(dappUrl).origin)
    expect(answer).toEqual({ result: [] })
  })

  test('permissions: request, get, revoke', async ({ page, testWallet, dappUrl }) => {
    await page.goto(dappUrl)
    await recordEvents(page, ['accountsChanged'])
    expect(await request(page, 'wallet_getPermissions')).toEqual({ result: [] })
    const granted = await request(page, 'wallet_requestPermissions', [{ eth_accounts: {} }])
    expect(granted.result).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        invoker: new URL(dappUrl).origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: [testWallet.address] }],
      }),
    ])
    expect((await request(page, 'wallet_getPermissions')).result).toEqual(granted.result)
    expect(await request(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await recordedEvents(page)).toEqual([
      ['accountsChanged', [testWallet.address]],
      ['accountsChanged', []],
    ])
    expect((await request(page, 'wallet_requestPermissions', [{}])).error?.code).toBe(-32602)
  })

  test('wallet-side account switch and disconnect reach authorized sites', async ({
    page,
    testWallet,
    dappUrl,
  }) => {
    await testWallet.setAccounts([anvilAccounts[2].privateKey, anvilAccounts[3].privateKey])
    await page.goto(dappUrl)
    await recordEvents(page, ['accountsChanged'])
    // Not authorized yet: the site hears nothing about accounts.
    await testWallet.switchAccount(1)
    expect(await recordedEvents(page)).toEqual([])
    await request(page, 'eth_requestAccounts')
    await testWallet.switchAccount(0)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [anvilAccounts[2].address] })
    await testWallet.emit('accountsChanged', ['0x0000000000000000000000000000000000000001'])
    await testWallet.disconnect()
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await recordedEvents(page)).toEqual([
      ['accountsChanged', [anvilAccounts[3].address]],
      ['accountsChanged', [anvilAccounts[2].address]],
      ['accountsChanged', ['0x0000000000000000000000000000000000000001']],
      ['accountsChanged', []],
    ])
    expect(testWallet.accounts).toEqual([anvilAccounts[2].address, anvilAccounts[3].address])
  })
})

test.describe('signing', () => {
  test('signing before authorization answers 4100', async ({ page, testWallet, dappUrl }) => {
    await page.goto(dappUrl)
    expect((await request(page, 'personal_sign', ['0x68656c6c6f', testWallet.address])).error?.code).toBe(
      4100,
    )
    expect((await request(page, 'eth_signTypedData_v4', [testWallet.address, typedData])).error?.code).toBe(
      4100,
    )
    expect((await request(page, 'eth_sendTransaction', [{ from: testWallet.address }])).error?.code).toBe(
      4100,
    )
    await request(page, 'eth_requestAccounts')
    // Authorized site, but an account the wallet did not give it.
    expect(
      (await request(page, 'personal_sign', ['0x68656c6c6f', anvilAccounts[5].address])).error?.code,
    ).toBe(4100)
  })

  test('personal_sign signs with the account (hex and plain text)', async ({ page, testWallet, dappUrl }) => {
    await page.goto(dappUrl)
    await request(page, 'eth_requestAccounts')
    const hex = await request(page, 'personal_sign', ['0x68656c6c6f206c61746368', testWallet.address])
    expect(
      await verifyMessage({
        address: testWallet.address,
        message: 'hello latch',
        signature: hex.result as `0x${string}`,
      }),
    ).toBe(true)
    const text = await request(page, 'personal_sign', ['Sign in to Latch', testWallet.address.toLowerCase()])
    expect(
      await verifyMessage({
        address: testWallet.address,
        message: 'Sign in to Latch',
        signature: text.result as `0x${string}`,
      }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: anvilAccounts[1].address,
        message: 'hello latch',
        signature: hex.result as `0x${string}`,
      }),
    ).toBe(false)
    testWallet.on('personal_sign', 'reject')
    expect((await request(page, 'personal_sign', ['0x00', testWallet.address])).error?.code).toBe(4001)
  })

  test('eth_signTypedData_v4 signs typed data given as JSON or object', async ({
    page,
    testWallet,
    dappUrl,
  }) => {
    await page.goto(dappUrl)
    await request(page, 'eth_requestAccounts')
    for (const data of [JSON.stringify(typedData), typedData]) {
      const { result } = await request(page, 'eth_signTypedData_v4', [testWallet.address, data])
      const { EIP712Domain: _, ...types } = typedData.types
      expect(
        await verifyTypedData({
          address: testWallet.address,
          domain: typedData.domain,
          types,
          primaryType: 'Mail',
          message: { ...typedData.message, amount: 10n ** 21n },
          signature: result as `0x${string}`,
        }),
      ).toBe(true)
    }
    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } }
    expect((await request(page, 'eth_signTypedData_v4', [testWallet.address, otherChain])).error?.code).toBe(
      -32602,
    )
    expect((await request(page, 'eth_signTypedData_v4', [testWallet.address, '{not json'])).error?.code).toBe(
      -32602,
    )
  })

  test('eth_sendTransaction signs, sends and mines on anvil', async ({
    page,
    testWallet,
    dappUrl,
    anvils,
  }) => {
    const [anvil] = anvils
    await testWallet.setAccounts([anvilAccounts[4].privateKey])
    const to = anvilAccounts[6].address
    const [fromBefore, toBefore] = await Promise.all([
      anvil.client.getBalance({ address: testWallet.address }),
      anvil.client.getBalance({ address: to }),
    ])
    await page.goto(dappUrl)
    await request(page, 'eth_requestAccounts')
    const sent = await request(page, 'eth_sendTransaction', [
      { from: testWallet.address, to, value: `0x${parseEther('1.5').toString(16)}` },
    ])
    const hash = sent.result as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await anvil.client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(testWallet.address.toLowerCase())
    expect(await anvil.client.getBalance({ address: to })).toBe(toBefore + parseEther('1.5'))
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await anvil.client.getBalance({ address: testWallet.address })).toBe(
      fromBefore - parseEther('1.5') - fee,
    )
    // The page reads the same chain through the wallet.
    const byPage = await request(page, 'eth_getTransactionReceipt', [hash])
    expect(byPage.result).toMatchObject({ transactionHash: hash, status: '0x1' })
    expect((await request(page, 'eth_getBalance', [to, 'latest'])).result).toBe(
      `0x${(toBefore + parseEther('1.5')).toString(16)}`,
    )

    // Two sends at once get consecutive nonces; a legacy gasPrice is honoured.
    const [a, b] = await Promise.all([
      request(page, 'eth_sendTransaction', [{ to, value: '0x1' }]),
      request(page, 'eth_sendTransaction', [{ to, value: '0x2', gasPrice: '0x77359400' }]),
    ])
    const receipts = await Promise.all(
      [a, b].map((r) => anvil.client.waitForTransactionReceipt({ hash: r.result as `0x${string}` })),
    )
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success'])
    const txs = await Promise.all(
      receipts.map((r) => anvil.client.getTransaction({ hash: r.transactionHash })),
    )
    const [first, second] = txs.map((tx) => tx.nonce).sort((x, y) => x - y)
    expect(second).toBe((first as number) + 1)
    expect(first).toBe((await anvil.client.getTransaction({ hash })).nonce + 1)
    expect(txs[1]?.type).toBe('legacy')

    testWallet.on('eth_sendTransaction', 'reject')
    expect((await request(page, 'eth_sendTransaction', [{ to, value: '0x1' }])).error?.code).toBe(4001)
  })

  test('a failing transaction answers the node error', async ({ page, testWallet, dappUrl }) => {
    await testWallet.setAccounts(['0x0000000000000000000000000000000000000000000000000000000000000bad'])
    await page.goto(dappUrl)
    await request(page, 'eth_requestAccounts')
    const { error } = await request(page, 'eth_sendTransaction', [
      { to: anvilAccounts[1].address, value: `0x${parseEther('1').toString(16)}` },
    ])
    expect(error?.code).toEqual(expect.any(Number))
    expect(error?.message.toLowerCase()).toContain('insufficient funds')
    expect((await request(page, 'eth_sendTransaction', [{ to: 'nope' }])).error?.code).toBe(-32602)
  })
})

test.describe('chains', () => {
  test('wallet_switchEthereumChain emits chainChanged and eth_chainId follows', async ({
    page,
    testWallet,
    dappUrl,
    anvils,
  }) => {
    await page.goto(dappUrl)
    await recordEvents(page, ['chainChanged'])
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
    expect(await request(page, 'net_version')).toEqual({ result: '31338' })
    expect(testWallet.chainId).toBe(31338)
    // Switching to the current chain is a no-op without an event.
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    expect(await recordedEvents(page)).toEqual([['chainChanged', '0x7a6a']])

    // Transactions now go to the second chain.
    await request(page, 'eth_requestAccounts')
    const { result: hash } = await request(page, 'eth_sendTransaction', [
      { to: anvilAccounts[7].address, value: '0x5' },
    ])
    const receipt = await anvils[1].client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    const { result: onChain } = await request(page, 'eth_getTransactionByHash', [hash])
    expect(onChain).toMatchObject({ hash, chainId: '0x7a6a' })

    await testWallet.switchChain(31337)
    expect(await recordedEvents(page)).toEqual([
      ['chainChanged', '0x7a6a'],
      ['chainChanged', '0x7a69'],
    ])
    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: 31338 }])).error?.code).toBe(-32602)
    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).error?.code).toBe(4902)
    testWallet.on('wallet_switchEthereumChain', 'reject')
    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).error?.code).toBe(
      4001,
    )
  })

  test('refuseChainSwitch answers 4200', async ({ page, testWallet, dappUrl }) => {
    testWallet.refuseChainSwitch()
    await page.goto(dappUrl)
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      error: { code: 4200, message: 'Latch Test Wallet does not support wallet_switchEthereumChain.' },
    })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    testWallet.refuseChainSwitch(false)
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
  })

  test('a forgotten chain answers 4902 until the site adds it', async ({
    page,
    testWallet,
    dappUrl,
    anvils,
  }) => {
    testWallet.forgetChain(31338)
    await page.goto(dappUrl)
    await recordEvents(page, ['chainChanged'])
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      error: {
        code: 4902,
        message: 'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
      },
    })
    const parameter = {
      chainId: '0x7a6a',
      chainName: 'Latch Devnet 2',
      rpcUrls: ['https://rpc.example.invalid'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrls: ['https://explorer.example.invalid'],
    }
    expect((await request(page, 'wallet_addEthereumChain', [{ chainId: '0x7a6a' }])).error?.code).toBe(-32602)
    expect(await request(page, 'wallet_addEthereumChain', [parameter])).toEqual({ result: null })
    expect(testWallet.addedChains).toEqual([parameter])
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
    expect(await recordedEvents(page)).toEqual([['chainChanged', '0x7a6a']])
    // The configured RPC is kept: reads still reach the local chain, not the site's URL.
    const block = await anvils[1].client.getBlockNumber()
    expect(BigInt((await request(page, 'eth_blockNumber')).result as string)).toBeGreaterThanOrEqual(block)
  })

  test('reads are forwarded to the current chain; unsupported methods answer 4200', async ({
    page,
    testWallet,
    dappUrl,
    anvils,
  }) => {
    await page.goto(dappUrl)
    const balance = await anvils[0].client.getBalance({ address: anvilAccounts[8].address })
    expect(await request(page, 'eth_getBalance', [anvilAccounts[8].address, 'latest'])).toEqual({
      result: `0x${balance.toString(16)}`,
    })
    expect((await request(page, 'eth_gasPrice')).result).toMatch(/^0x[0-9a-f]+$/)
    expect((await request(page, 'eth_getCode', [anvilAccounts[8].address, 'latest'])).result).toBe('0x')
    expect(
      await request(page, 'eth_estimateGas', [{ from: testWallet.address, to: anvilAccounts[8].address }]),
    ).toEqual({
      result: '0x5208',
    })
    expect((await request(page, 'eth_feeHistory', ['0x1', 'latest', []])).result).toHaveProperty(
      'baseFeePerGas',
    )
    expect(await request(page, 'wallet_getCapabilities', [testWallet.address])).toEqual({ result: {} })
    expect(await request(page, 'wallet_getCapabilities', [testWallet.address, ['0x7a69']])).toEqual({
      result: { '0x7a69': { atomic: { status: 'unsupported' } } },
    })
    expect((await request(page, 'eth_sign', [testWallet.address, '0x00'])).error?.code).toBe(4200)
    expect((await request(page, 'anvil_setBalance', [testWallet.address, '0x0'])).error?.code).toBe(4200)
    expect((await request(page, 'eth_getBalance', ['not an address', 'latest'])).error?.code).toEqual(
      expect.any(Number),
    )
  })
})

test.describe('several wallets and uninstall', () => {
  test('two wallets in one page are announced separately and answer with their own accounts', async ({
    page,
    testWallet,
    addTestWallet,
    dappUrl,
  }) => {
    const second = await addTestWallet({
      privateKey: anvilAccounts[1].privateKey,
      injected: false,
      info: { name: 'Second Wallet', rdns: 'dev.latch.second' },
    })
    await page.goto(dappUrl)
    const infos = await page.evaluate(() =>
      (window as unknown as { announced: { info: { rdns: string; name: string } }[] }).announced
        .map((d) => d.info.rdns)
        .sort(),
    )
    expect(infos).toEqual(['dev.latch.second', 'dev.latch.testwallet'])
    expect(await request(page, 'eth_requestAccounts', undefined, 'dev.latch.second')).toEqual({
      result: [anvilAccounts[1].address],
    })
    expect(await request(page, 'eth_accounts', undefined, 'dev.latch.testwallet')).toEqual({ result: [] })
    expect(await request(page, 'eth_requestAccounts', undefined, 'dev.latch.testwallet')).toEqual({
      result: [testWallet.address],
    })
    expect(second.requests.map((r) => r.method)).toEqual(['eth_requestAccounts'])
    expect(testWallet.requests.map((r) => r.method)).toEqual(['eth_accounts', 'eth_requestAccounts'])
    // window.ethereum belongs to the injected one.
    expect(await request(page, 'eth_accounts')).toEqual({ result: [testWallet.address] })
  })

  test('uninstall removes the provider', async ({ page, testWallet, dappUrl }) => {
    await page.goto(dappUrl)
    await testWallet.uninstall()
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { announced: unknown[] }).announced)).toEqual([])
  })

  test('a wallet installed on the context serves every tab with one state', async ({
    context,
    testWalletOptions,
    dappUrl,
  }) => {
    const wallet = await installTestWallet(context, testWalletOptions)
    const [first, second] = [await context.newPage(), await context.newPage()]
    await Promise.all([first.goto(dappUrl), second.goto(dappUrl)])
    await recordEvents(second, ['chainChanged'])
    expect(await request(first, 'eth_requestAccounts')).toEqual({ result: [wallet.address] })
    expect(await request(second, 'eth_accounts')).toEqual({ result: [wallet.address] })
    await request(first, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(await recordedEvents(second)).toEqual([['chainChanged', '0x7a6a']])
    expect(await request(second, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  })
})
