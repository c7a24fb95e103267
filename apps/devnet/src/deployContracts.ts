import {
  type Abi,
  type Address,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  type Hash,
  type Hex,
  http,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { accountAbstractionSteps, create2Deployer } from './accountAbstraction.js'
import { devnetAccounts, devnetDeployer, devnetSmartWalletOwner } from './accounts.js'
import {
  devnetTokenAbi,
  feeSwapRouterAbi,
  smartWalletAbi,
  uniswapV2FactoryAbi,
  uniswapV2RouterAbi,
} from './artifacts/abis.js'
import devnetTokenArtifact from './artifacts/DevnetToken.json' with { type: 'json' }
import feeSwapRouterArtifact from './artifacts/FeeSwapRouter.json' with { type: 'json' }
import idRegistryArtifact from './artifacts/IdRegistry.json' with { type: 'json' }
import multicall3Artifact from './artifacts/Multicall3.json' with { type: 'json' }
import smartWalletArtifact from './artifacts/SmartWallet.json' with { type: 'json' }
import uniswapV2FactoryArtifact from './artifacts/UniswapV2Factory.json' with { type: 'json' }
import uniswapV2RouterArtifact from './artifacts/UniswapV2Router02.json' with { type: 'json' }
import weth9Artifact from './artifacts/WETH9.json' with { type: 'json' }
import { type DevnetTokenKey, devnetContracts, devnetPools, devnetTokens } from './contracts.js'
import { DeploymentError } from './errors.js'

/** Balances every test account receives, in whole tokens. */
export const devnetTokenGrant = { usdc: 1_000_000, ltk: 1_000_000 } as const

/** What the SmartWallet holds after start, in whole tokens. */
export const devnetSmartWalletFunding = { eth: 100, usdc: 10_000, ltk: 10_000 } as const

export type Step = {
  label: string
  to?: Address
  data: Hex
  value?: bigint
  creates?: Address
  /** Where a CREATE2 deployment through the deterministic deployer must leave code. */
  creates2?: Address
}

/**
 * Every setup transaction carries a fixed gas limit instead of an estimate. On a busy machine anvil can answer
 * a transaction before the next one's estimate sees its state; a call into a contract created moments before
 * is then estimated as a plain transfer and runs out of gas. The limit covers the largest step (deploying the
 * router, about 4.5M) and stays under the block limit; only the gas used is charged.
 */
const setupGas = 8_000_000n

const decimals = (key: DevnetTokenKey) => devnetTokens.find((token) => token.key === key)?.decimals ?? 18
const units = (key: DevnetTokenKey, amount: number) => parseUnits(String(amount), decimals(key))

const call = <const abi extends Abi>(
  label: string,
  to: Address,
  abi: abi,
  functionName: string,
  args: unknown[],
) => ({ label, to, data: encodeFunctionData({ abi, functionName, args } as never) }) satisfies Step

const deployToken = (key: 'usdc' | 'ltk' | 'gld') => {
  const { name, symbol } = devnetTokens.find((candidate) => candidate.key === key) ?? devnetTokens[0]
  return {
    label: `deploy ${symbol}`,
    data: encodeDeployData({
      abi: devnetTokenAbi,
      bytecode: devnetTokenArtifact.bytecode as Hex,
      args: [name, symbol, decimals(key)],
    }),
    creates: devnetContracts[key],
  } satisfies Step
}

/** The amount of a token all the pools are seeded with. */
const seeded = (key: 'usdc' | 'ltk' | 'gld') =>
  devnetPools.reduce((sum, pool) => sum + (pool.seed[key] ?? 0), 0)

/** The four pools the devnet seeds, by name. */
function seededPools() {
  const [usdcLtk, usdcWeth, ltkWeth, gldWeth] = devnetPools
  if (!usdcLtk || !usdcWeth || !ltkWeth || !gldWeth) throw new DeploymentError('devnetPools is incomplete')
  return { usdcLtk, usdcWeth, ltkWeth, gldWeth }
}

/** The first contracts: the tokens, WETH, the SmartWallet and Uniswap V2. */
function coreDeploymentSteps(): Step[] {
  const { smartWallet, uniswapV2Router: router } = devnetContracts
  // Always in this order: addresses derive from the deployer's nonce.
  return [
    deployToken('usdc'),
    deployToken('ltk'),
    { label: 'deploy WETH9', data: weth9Artifact.bytecode as Hex, creates: devnetContracts.weth },
    {
      label: 'deploy SmartWallet',
      data: encodeDeployData({
        abi: smartWalletAbi,
        bytecode: smartWalletArtifact.bytecode as Hex,
        args: [devnetSmartWalletOwner.address],
      }),
      creates: smartWallet,
    },
    {
      label: 'deploy UniswapV2Factory',
      data: encodeDeployData({
        abi: uniswapV2FactoryAbi,
        bytecode: uniswapV2FactoryArtifact.bytecode as Hex,
        args: [devnetDeployer.address],
      }),
      creates: devnetContracts.uniswapV2Factory,
    },
    {
      label: 'deploy UniswapV2Router02',
      data: encodeDeployData({
        abi: uniswapV2RouterAbi,
        bytecode: uniswapV2RouterArtifact.bytecode as Hex,
        args: [devnetContracts.uniswapV2Factory, devnetContracts.weth],
      }),
      creates: router,
    },
  ]
}

/** Every test account's and the SmartWallet's tokens and ether. */
function fundingSteps(): Step[] {
  const { usdc, ltk, smartWallet } = devnetContracts
  const holders = devnetAccounts.map((account) => account.address)
  return [
    call('mint USDC to test accounts', usdc, devnetTokenAbi, 'mintBatch', [
      holders,
      units('usdc', devnetTokenGrant.usdc),
    ]),
    call('mint LTK to test accounts', ltk, devnetTokenAbi, 'mintBatch', [
      holders,
      units('ltk', devnetTokenGrant.ltk),
    ]),
    call('mint USDC to SmartWallet', usdc, devnetTokenAbi, 'mint', [
      smartWallet,
      units('usdc', devnetSmartWalletFunding.usdc),
    ]),
    call('mint LTK to SmartWallet', ltk, devnetTokenAbi, 'mint', [
      smartWallet,
      units('ltk', devnetSmartWalletFunding.ltk),
    ]),
    {
      label: 'send ETH to SmartWallet',
      to: smartWallet,
      data: '0x',
      value: parseEther(String(devnetSmartWalletFunding.eth)),
    },
  ]
}

/** The USDC/LTK, USDC/WETH and LTK/WETH pools, seeded by the deployer. */
function poolSteps(): Step[] {
  const { usdc, ltk, uniswapV2Router: router } = devnetContracts
  const { usdcLtk, usdcWeth, ltkWeth } = seededPools()
  const deadline = maxUint256
  return [
    // Pool liquidity is minted on top of the deployer's grant, so account #0 keeps the same balances as the others.
    call('mint USDC for pools', usdc, devnetTokenAbi, 'mint', [
      devnetDeployer.address,
      units('usdc', seeded('usdc')),
    ]),
    call('mint LTK for pools', ltk, devnetTokenAbi, 'mint', [
      devnetDeployer.address,
      units('ltk', seeded('ltk')),
    ]),
    call('approve USDC', usdc, devnetTokenAbi, 'approve', [router, maxUint256]),
    call('approve LTK', ltk, devnetTokenAbi, 'approve', [router, maxUint256]),
    call('add USDC/LTK liquidity', router, uniswapV2RouterAbi, 'addLiquidity', [
      usdc,
      ltk,
      units('usdc', usdcLtk.seed.usdc ?? 0),
      units('ltk', usdcLtk.seed.ltk ?? 0),
      0n,
      0n,
      devnetDeployer.address,
      deadline,
    ]),
    {
      ...call('add USDC/WETH liquidity', router, uniswapV2RouterAbi, 'addLiquidityETH', [
        usdc,
        units('usdc', usdcWeth.seed.usdc ?? 0),
        0n,
        0n,
        devnetDeployer.address,
        deadline,
      ]),
      value: units('weth', usdcWeth.seed.weth ?? 0),
    },
    {
      ...call('add LTK/WETH liquidity', router, uniswapV2RouterAbi, 'addLiquidityETH', [
        ltk,
        units('ltk', ltkWeth.seed.ltk ?? 0),
        0n,
        0n,
        devnetDeployer.address,
        deadline,
      ]),
      value: units('weth', ltkWeth.seed.weth ?? 0),
    },
    // Leave no standing allowance behind: test flows that check for an approval step start from zero.
    call('reset USDC approval', usdc, devnetTokenAbi, 'approve', [router, 0n]),
    call('reset LTK approval', ltk, devnetTokenAbi, 'approve', [router, 0n]),
  ]
}

/** Added after the first release, after everything else so the contracts above keep their nonces and addresses. */
function laterSteps(): Step[] {
  const { gld, uniswapV2Router: router } = devnetContracts
  const { gldWeth } = seededPools()
  const deadline = maxUint256
  return [
    deployToken('gld'),
    {
      label: 'deploy FeeSwapRouter',
      data: encodeDeployData({
        abi: feeSwapRouterAbi,
        bytecode: feeSwapRouterArtifact.bytecode as Hex,
        args: [router],
      }),
      creates: devnetContracts.feeSwapRouter,
    },
    call('mint GLD for its pool', gld, devnetTokenAbi, 'mint', [
      devnetDeployer.address,
      units('gld', seeded('gld')),
    ]),
    call('approve GLD', gld, devnetTokenAbi, 'approve', [router, maxUint256]),
    {
      ...call('add GLD/WETH liquidity', router, uniswapV2RouterAbi, 'addLiquidityETH', [
        gld,
        units('gld', gldWeth.seed.gld ?? 0),
        0n,
        0n,
        devnetDeployer.address,
        deadline,
      ]),
      value: units('weth', gldWeth.seed.weth ?? 0),
    },
    call('reset GLD approval', gld, devnetTokenAbi, 'approve', [router, 0n]),
    {
      label: 'deploy IdRegistry',
      data: idRegistryArtifact.bytecode as Hex,
      creates: devnetContracts.idRegistry,
    },
  ]
}

/** The transactions that set up a fresh chain, in order, all sent by account #0. */
function steps(): Step[] {
  // Contract creations first: addresses derive from the deployer's nonce.
  return [
    ...coreDeploymentSteps(),
    ...fundingSteps(),
    ...poolSteps(),
    ...laterSteps(),
    ...accountAbstractionSteps(),
  ]
}

/**
 * Deploys the devnet contracts on a fresh anvil chain and funds the test accounts. The chain must be new:
 * contract addresses depend on account #0 starting at nonce 0.
 */
export async function deployContracts({ rpcUrl }: { rpcUrl: string }): Promise<void> {
  // A send is never retried (it could land twice). On a busy machine anvil may answer a setup transaction after
  // more than viem's 10 s default: setup waits for it rather than fail.
  const client = createTestClient({
    mode: 'anvil',
    transport: http(rpcUrl, { retryCount: 0, timeout: 60_000 }),
  }).extend(publicActions)
  const nonce = await client.getTransactionCount({ address: devnetDeployer.address })
  if (nonce !== 0) {
    throw new DeploymentError(
      `The chain at ${rpcUrl} is not fresh: account #0 has already sent ${nonce} transactions.`,
    )
  }

  await client.setCode({
    address: devnetContracts.multicall3,
    bytecode: multicall3Artifact.deployedBytecode as Hex,
  })
  // The Safe singleton factory's runtime code is the deterministic deployment proxy's, which anvil pre-deploys.
  const deploymentProxy = await client.getCode({ address: create2Deployer })
  if (!deploymentProxy)
    throw new DeploymentError(`No deterministic deployment proxy at ${create2Deployer} on ${rpcUrl}.`)
  await client.setCode({ address: devnetContracts.safeSingletonFactory, bytecode: deploymentProxy })

  const sent: { step: Step; hash: Hash }[] = []
  for (const step of steps()) {
    // anvil automines each transaction in the order it arrives, so sending in sequence keeps the nonce order.
    const hash = await client
      .request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: devnetDeployer.address,
            data: step.data,
            ...(step.to ? { to: step.to } : {}),
            ...(step.value ? { value: numberToHex(step.value) } : {}),
            gas: numberToHex(setupGas),
          },
        ],
      } as never)
      .catch((cause: unknown) => {
        throw new DeploymentError(`Devnet setup failed at "${step.label}" on ${rpcUrl}.`, { cause })
      })
    sent.push({ step, hash: hash as Hash })
  }

  // A loaded machine may answer a send before its block is sealed: each receipt is waited for, not read once.
  const receipts = await Promise.all(
    sent.map(({ hash }) => client.waitForTransactionReceipt({ hash, pollingInterval: 20 })),
  )
  receipts.forEach((receipt, index) => {
    const step = sent[index]?.step
    if (receipt.status !== 'success') {
      throw new DeploymentError(`Devnet setup transaction "${step?.label}" reverted on ${rpcUrl}.`)
    }
    if (step?.creates && receipt.contractAddress?.toLowerCase() !== step.creates.toLowerCase()) {
      throw new DeploymentError(
        `"${step.label}" created ${receipt.contractAddress} instead of ${step.creates} on ${rpcUrl}.`,
      )
    }
  })
  // A CREATE2 deployment through the deployer contract has no contractAddress in its receipt: check the code.
  const create2 = sent.flatMap(({ step }) => (step.creates2 ? [{ step, address: step.creates2 }] : []))
  const codes = await Promise.all(create2.map(({ address }) => client.getCode({ address })))
  codes.forEach((code, index) => {
    const entry = create2[index]
    if (entry && (!code || code === '0x')) {
      throw new DeploymentError(`"${entry.step.label}" left no code at ${entry.address} on ${rpcUrl}.`)
    }
  })
}
