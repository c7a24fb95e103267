import { describe, expect, test } from 'vitest'
import { anvilAccounts } from './anvilAccounts.js'
import { approveProposalNamespaces, sdkErrors, singleChainNamespace } from './walletConnectNamespaces.js'

const address = anvilAccounts[0].address
const wallet = { chainIds: [31337, 31338], address }
const events = ['chainChanged', 'accountsChanged']

describe('approveProposalNamespaces', () => {
  test('offers every known chain with the account, and the reads asked for', () => {
    const answer = approveProposalNamespaces(
      {
        requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events } },
        optionalNamespaces: {
          eip155: { chains: ['eip155:1', 'eip155:31338'], methods: ['eth_getBalance', 'eth_sign'], events },
          solana: {
            chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
            methods: ['solana_signMessage'],
            events: [],
          },
        },
      },
      wallet,
    )
    expect(answer).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
          'eth_accounts',
          'eth_requestAccounts',
          'eth_chainId',
          'wallet_getCapabilities',
          'wallet_sendCalls',
          'wallet_getCallsStatus',
          'wallet_showCallsStatus',
          'eth_getBalance',
        ],
        events,
      },
    })
  })

  test('rejects what a required namespace asks and the wallet cannot serve', () => {
    const required = (key: string, ns: { chains?: string[]; methods?: string[]; events?: string[] }) =>
      approveProposalNamespaces(
        { requiredNamespaces: { [key]: { methods: [], events: [], ...ns } }, optionalNamespaces: {} },
        wallet,
      )
    expect(required('eip155', { chains: ['eip155:31337', 'eip155:1'] })).toEqual(sdkErrors.UNSUPPORTED_CHAINS)
    expect(required('eip155:1', {})).toEqual(sdkErrors.UNSUPPORTED_CHAINS)
    expect(required('eip155:31338', { methods: ['personal_sign'] })).toHaveProperty('eip155')
    expect(required('eip155', { chains: ['eip155:31337'], methods: ['eth_sign'] })).toEqual(
      sdkErrors.UNSUPPORTED_METHODS,
    )
    expect(required('eip155', { chains: ['eip155:31337'], events: ['message'] })).toEqual(
      sdkErrors.UNSUPPORTED_EVENTS,
    )
    expect(required('solana', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })).toEqual(
      sdkErrors.UNSUPPORTED_NAMESPACE_KEY,
    )
  })
})

describe('singleChainNamespace', () => {
  const chain = 'polkadot:45454545454545454545454545454545'
  const account = {
    caipNetworkId: chain,
    address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: ['chainChanged', 'accountsChanged'],
  }

  test('approves the chain with the account when the proposal asks for it, by chains or by key', () => {
    const approved = {
      chains: [chain],
      accounts: [`${chain}:${account.address}`],
      methods: account.methods,
      events: account.events,
    }
    const asked = { chains: [chain], methods: account.methods, events: [] }
    expect(
      singleChainNamespace({ requiredNamespaces: {}, optionalNamespaces: { polkadot: asked } }, account),
    ).toEqual(approved)
    expect(
      singleChainNamespace(
        { requiredNamespaces: { [chain]: { ...asked, chains: [] } }, optionalNamespaces: {} },
        account,
      ),
    ).toEqual(approved)
  })

  test('approves nothing for another chain or another namespace', () => {
    const other = { chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'], methods: [], events: [] }
    expect(
      singleChainNamespace({ requiredNamespaces: {}, optionalNamespaces: { polkadot: other } }, account),
    ).toBe(undefined)
    const bitcoin = { chains: [chain], methods: [], events: [] }
    expect(
      singleChainNamespace({ requiredNamespaces: {}, optionalNamespaces: { bip122: bitcoin } }, account),
    ).toBe(undefined)
  })
})
