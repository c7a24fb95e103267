import { createServer } from 'node:net'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  hashMessage,
  http,
  multicall3Abi,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetAccounts } from './accounts.js'
import multicall3Artifact from './artifacts/Multicall3.json' with { type: 'json' }
import { type DevnetTokenKey, devnetContracts, devnetPools, devnetTokens } from './contracts.js'
import { formatDevnet } from './formatDevnet.js'
import {
  type Devnet,
  type DevnetChain,
  devnetSmartWalletFunding,
  devnetSmartWalletOwner,
  devnetTokenGrant,
  feeSwapRouterAbi,
  idRegistryAbi,
  smartWalletAbi,
  startDevnet,
  toViemChain,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from './index.js'

let devnet: Devnet
let startMs: number
const clients = new Map<number, PublicClient>()
const client = (chain: DevnetChain) => clients.get(chain.chainId) as PublicClient

beforeAll(async () => {
  const started = performance.now()
  devnet = await startDevnet()
  startMs = performance.now() - started
  console.log(`startDevnet: ${devnet.chains.length} chains with contracts in ${Math.round(startMs)} ms`)
  for (const chain of devnet.chains) {
    clients.set(chain.chainId, createPublicClient({ chain: toViemChain(chain), transport: http() }))
  }
})

afterAll(async () => {
  await devnet?.stop()
})

const each = () => devnet.chains

describe('chains', () => {
  test('start both chains with contracts on 127.0.0.1 in a few seconds', () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of each()) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      expect(chain.port).toBeGreaterThan(0)
    }
    expect(devnet.chains[0]?.port).not.toBe(devnet.chains[1]?.port)
    expect(startMs).toBeLessThan(10_000)
  })

  test('each chain answers with its own chain id', async () => {
    for (const chain of each()) expect(await client(chain).getChainId()).toBe(chain.chainId)
  })

  test('anvil accounts are the exported test accounts, with their private keys', async () => {
    expect(devnet.accounts).toHaveLength(10)
    for (const account of devnet.accounts)
      expect(privateKeyToAddress(account.privateKey)).toBe(account.address)
    for (const chain of each()) {
      const addresses = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses()
      expect(addresses.map((address) => address.toLowerCase())).toEqual(
        devnetAccounts.map((account) => account.address.toLowerCase()),
      )
    }
    expect(devnet.smartWalletOwner).toEqual(devnetAccounts[1])
  })
})

describe('contracts', () => {
  test('addresses are the same on both chains and equal the exported constants', async () => {
    const deployer = devnetAccounts[0]?.address as Address
    expect(devnetContracts.usdc).toBe(getContractAddress({ from: deployer, nonce: 0n }))
    expect(devnetContracts.usdc).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    for (const chain of each()) {
      expect(chain.contracts).toEqual(devnetContracts)
      for (const [name, address] of Object.entries(chain.contracts)) {
        const code = await client(chain).getCode({ address })
        expect(code?.length, `${name} has code on ${chain.chainId}`).toBeGreaterThan(100)
      }
    }
  })

  test('tokens have the exported names, symbols and decimals', async () => {
    for (const chain of each()) {
      for (const token of devnetTokens) {
        const address = chain.contracts[token.key]
        const read = (functionName: 'name' | 'symbol' | 'decimals') =>
          client(chain).readContract({ address, abi: erc20Abi, functionName })
        expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
          token.name,
          token.symbol,
          token.decimals,
        ])
      }
    }
  })

  test('every test account holds 1,000,000 USDC and 1,000,000 LTK', async () => {
    for (const chain of each()) {
      const results = await client(chain).multicall({
        allowFailure: false,
        contracts: devnetAccounts.flatMap((account) => [
          {
            address: chain.contracts.usdc,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          },
          { address: chain.contracts.ltk, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] },
        ]),
      })
      const expected = devnetAccounts.flatMap(() => [
        parseUnits(String(devnetTokenGrant.usdc), 6),
        parseUnits(String(devnetTokenGrant.ltk), 18),
      ])
      expect(results).toEqual(expected)
      expect(await client(chain).getBalance({ address: devnetAccounts[5]?.address as Address })).toBe(
        parseEther('10000'),
      )
    }
  })

  test('Multicall3 holds the canonical runtime code and aggregate3 works', async () => {
    for (const chain of each()) {
      expect(await client(chain).getCode({ address: chain.contracts.multicall3 })).toBe(
        multicall3Artifact.deployedBytecode,
      )
      const holder = devnetAccounts[3]?.address as Address
      const { result } = await client(chain).simulateContract({
        address: chain.contracts.multicall3,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [
          [
            {
              target: chain.contracts.usdc,
              allowFailure: false,
              callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
            },
            {
              // A call that reverts (transfer without balance) must come back as a failure, not abort the batch.
              target: chain.contracts.usdc,
              allowFailure: true,
              callData: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [holder, 1n] }),
            },
          ],
        ],
      })
      // viem types aggregate3's result from the argument tuple's literal type, which loses the second entry.
      const [balance, transfer] = result as readonly { success: boolean; returnData: string }[]
      expect(balance).toEqual({
        success: true,
        returnData: `0x${parseUnits('1000000', 6).toString(16).padStart(64, '0')}`,
      })
      expect(transfer?.success).toBe(false)
    }
  })

  test('SmartWallet is funded and owned by account #1', async () => {
    for (const chain of each()) {
      const { smartWallet } = chain.contracts
      expect(await client(chain).getBalance({ address: smartWallet })).toBe(
        parseEther(String(devnetSmartWalletFunding.eth)),
      )
      const read = (token: Address) =>
        client(chain).readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [smartWallet],
        })
      expect(await read(chain.contracts.usdc)).toBe(parseUnits(String(devnetSmartWalletFunding.usdc), 6))
      expect(await read(chain.contracts.ltk)).toBe(parseUnits(String(devnetSmartWalletFunding.ltk), 18))
      expect(
        await client(chain).readContract({
          address: smartWallet,
          abi: smartWalletAbi,
          functionName: 'owner',
        }),
      ).toBe(devnetSmartWalletOwner.address)
    }
  })

  test("SmartWallet validates the owner's personal_sign through ERC-1271 and rejects another account's", async () => {
    const message = 'Sign in to Latch devnet'
    const owner = privateKeyToAccount(devnetSmartWalletOwner.privateKey)
    const stranger = privateKeyToAccount(devnetAccounts[2]?.privateKey ?? '0x')
    const ownerSignature = await owner.signMessage({ message })
    const strangerSignature = await stranger.signMessage({ message })
    for (const chain of each()) {
      const address = chain.contracts.smartWallet
      expect(await client(chain).verifyMessage({ address, message, signature: ownerSignature })).toBe(true)
      expect(await client(chain).verifyMessage({ address, message, signature: strangerSignature })).toBe(
        false,
      )
      const isValid = (signature: `0x${string}`) =>
        client(chain).readContract({
          address,
          abi: smartWalletAbi,
          functionName: 'isValidSignature',
          args: [hashMessage(message), signature],
        })
      expect(await isValid(ownerSignature)).toBe('0x1626ba7e')
      expect(await isValid(strangerSignature)).toBe('0xffffffff')
      expect(await isValid('0x1234')).toBe('0xffffffff')
    }
  })

  test('SmartWallet.execute runs calls for the owner only', async () => {
    const chain = devnet.chains[1] as DevnetChain
    const recipient = devnetAccounts[9]?.address as Address
    const { smartWallet, usdc } = chain.contracts
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 5_000_000n],
    })
    const wallet = (privateKey: `0x${string}`) =>
      createWalletClient({
        account: privateKeyToAccount(privateKey),
        chain: toViemChain(chain),
        transport: http(),
      })

    const before = await client(chain).readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    const hash = await wallet(devnetSmartWalletOwner.privateKey).writeContract({
      address: smartWallet,
      abi: smartWalletAbi,
      functionName: 'execute',
      args: [usdc, 0n, transfer],
    })
    expect((await client(chain).waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await client(chain).readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(after - before).toBe(5_000_000n)

    await expect(
      client(chain).simulateContract({
        account: devnetAccounts[2]?.address as Address,
        address: smartWallet,
        abi: smartWalletAbi,
        functionName: 'execute',
        args: [usdc, 0n, transfer],
      }),
    ).rejects.toThrow(/NotOwner/)
  })
})

describe('Uniswap V2', () => {
  test('the factory knows the four pools at their exported addresses, seeded at the exported prices', async () => {
    for (const chain of each()) {
      expect(
        await client(chain).readContract({
          address: chain.contracts.uniswapV2Factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'allPairsLength',
        }),
      ).toBe(BigInt(devnetPools.length))
      for (const pool of devnetPools) {
        const pair = await client(chain).readContract({
          address: chain.contracts.uniswapV2Factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [chain.contracts[pool.token0], chain.contracts[pool.token1]],
        })
        expect(pair).toBe(pool.address)
        const [reserve0, reserve1] = await client(chain).readContract({
          address: pool.address,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
        })
        const decimals = (key: DevnetTokenKey) => (key === 'usdc' ? 6 : 18)
        expect(reserve0).toBe(parseUnits(String(pool.seed[pool.token0]), decimals(pool.token0)))
        expect(reserve1).toBe(parseUnits(String(pool.seed[pool.token1]), decimals(pool.token1)))
      }
    }
  })

  test('a swap through Router02 pays exactly getAmountsOut', async () => {
    const chain = devnet.chains[0] as DevnetChain
    const trader = privateKeyToAccount(devnetAccounts[4]?.privateKey ?? '0x')
    const { usdc, ltk, uniswapV2Router: router } = chain.contracts
    const wallet = createWalletClient({ account: trader, chain: toViemChain(chain), transport: http() })
    const amountIn = parseUnits('1', 18)
    const [, quoted] = await client(chain).readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [ltk, usdc]],
    })
    // 1 LTK = 2 USDC, minus the 0.3% fee and a little price impact.
    expect(quoted).toBeGreaterThan(1_990_000n)
    expect(quoted).toBeLessThan(2_000_000n)

    const before = await client(chain).readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    const approve = await wallet.writeContract({
      address: ltk,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, amountIn],
    })
    await client(chain).waitForTransactionReceipt({ hash: approve })
    const swap = await wallet.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, 0n, [ltk, usdc], trader.address, 2n ** 64n],
    })
    expect((await client(chain).waitForTransactionReceipt({ hash: swap })).status).toBe('success')
    const after = await client(chain).readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(after - before).toBe(quoted)

    const [, ethPrice] = await client(chain).readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('0.01'), [chain.contracts.weth, usdc]],
    })
    expect(ethPrice).toBeGreaterThan(29_000_000n) // 0.01 ETH is about 30 USDC
  })

  test('FeeSwapRouter pays the fee recipient exactly 0.85% and the trader getAmountsOut of the rest', async () => {
    const chain = devnet.chains[1] as DevnetChain
    const trader = privateKeyToAccount(devnetAccounts[6]?.privateKey ?? '0x')
    const recipient = privateKeyToAddress(`0x${'5e'.repeat(32)}`)
    const { usdc, ltk, weth, gld, feeSwapRouter, uniswapV2Router: router } = chain.contracts
    const wallet = createWalletClient({ account: trader, chain: toViemChain(chain), transport: http() })
    const balance = (token: Address, holder: Address) =>
      client(chain).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
    const mined = async (hash: Promise<`0x${string}`>) =>
      expect((await client(chain).waitForTransactionReceipt({ hash: await hash })).status).toBe('success')

    // ERC-20 in, two hops (USDC has no pool with GLD).
    const amountIn = parseUnits('100', 6)
    const fee = (amountIn * 85n) / 10_000n
    const path = [usdc, weth, gld]
    const [, , quoted] = await client(chain).readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn - fee, path],
    })
    await mined(
      wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [feeSwapRouter, amountIn],
      }),
    )
    await mined(
      wallet.writeContract({
        address: feeSwapRouter,
        abi: feeSwapRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, quoted ?? 0n, path, trader.address, recipient, 2n ** 64n],
      }),
    )
    expect(fee).toBe(850_000n)
    expect(await balance(usdc, recipient)).toBe(fee)
    expect(await balance(gld, trader.address)).toBe(quoted)
    expect(await balance(usdc, feeSwapRouter)).toBe(0n)

    // Native coin in: the fee is paid in ETH.
    const value = parseEther('1')
    const [, ltkOut] = await client(chain).readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [value - parseEther('0.0085'), [weth, ltk]],
    })
    const ltkBefore = await balance(ltk, trader.address)
    await mined(
      wallet.writeContract({
        address: feeSwapRouter,
        abi: feeSwapRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [ltkOut ?? 0n, [weth, ltk], trader.address, recipient, 2n ** 64n],
        value,
      }),
    )
    expect(await client(chain).getBalance({ address: recipient })).toBe(parseEther('0.0085'))
    expect((await balance(ltk, trader.address)) - ltkBefore).toBe(ltkOut)
  })
})

describe('formatDevnet', () => {
  test('lists the chains, contract addresses and test keys with a warning', () => {
    const text = formatDevnet(devnet)
    for (const chain of devnet.chains) {
      expect(text).toContain(chain.rpcUrl)
      expect(text).toContain(`chain id ${chain.chainId}`)
    }
    for (const address of Object.values(devnetContracts)) expect(text).toContain(address)
    for (const account of devnetAccounts)
      expect(text).toContain(`${account.address}  key ${account.privateKey}`)
    expect(text).toMatch(/WARNING: these private keys are public test keys/)
  })
})

describe('IdRegistry', () => {
  test('issues the next fid to its caller as custody address, once per address', async () => {
    const chain = each()[0] as DevnetChain
    const custody = privateKeyToAccount(`0x${'4f'.repeat(32)}`)
    const { idRegistry } = chain.contracts
    const funder = createWalletClient({ transport: http(chain.rpcUrl), chain: toViemChain(chain) })
    const [from] = await funder.getAddresses()
    const fund = await funder.sendTransaction({
      account: from as Address,
      to: custody.address,
      value: parseEther('1'),
    })
    await client(chain).waitForTransactionReceipt({ hash: fund })
    const wallet = createWalletClient({
      account: custody,
      transport: http(chain.rpcUrl),
      chain: toViemChain(chain),
    })
    const read = (functionName: 'idOf' | 'custodyOf', args: readonly [Address] | readonly [bigint]) =>
      client(chain).readContract({ address: idRegistry, abi: idRegistryAbi, functionName, args } as never)
    expect(await read('idOf', [custody.address])).toBe(0n)
    const before = await client(chain).readContract({
      address: idRegistry,
      abi: idRegistryAbi,
      functionName: 'idCounter',
    })
    const hash = await wallet.writeContract({
      address: idRegistry,
      abi: idRegistryAbi,
      functionName: 'register',
      args: [custody.address],
    })
    expect((await client(chain).waitForTransactionReceipt({ hash })).status).toBe('success')
    const fid = await read('idOf', [custody.address])
    expect(fid).toBe(before + 1n)
    expect(await read('custodyOf', [fid as bigint])).toBe(custody.address)
    await expect(
      client(chain).simulateContract({
        account: custody,
        address: idRegistry,
        abi: idRegistryAbi,
        functionName: 'register',
        args: [custody.address],
      }),
    ).rejects.toThrow('HasId')
  })
})

describe('parameters', () => {
  test('rejects a port list that does not match the chains, before starting anything', async () => {
    await expect(startDevnet({ chainIds: [31337], ports: [0, 0] })).rejects.toThrow(
      'Got 2 ports for 1 chains; give one port per chain.',
    )
    await expect(startDevnet({ chainIds: [5, 5] })).rejects.toThrow('Chain ids must be distinct.')
  })
})

describe('stop', () => {
  test('stops the nodes and frees their ports', async () => {
    const chains = [...devnet.chains]
    const started = performance.now()
    await devnet.stop()
    const stopMs = performance.now() - started
    console.log(`stop: ${Math.round(stopMs)} ms`)
    expect(stopMs).toBeLessThan(2_000)
    for (const chain of chains) {
      const direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
      await expect(direct.getBlockNumber()).rejects.toThrow()
      await new Promise<void>((resolve, reject) => {
        const server = createServer()
        server.once('error', reject)
        server.listen(chain.port, '127.0.0.1', () => server.close(() => resolve()))
      })
    }
    await devnet.stop() // a second call is harmless
  })
})
