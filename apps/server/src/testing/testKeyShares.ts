/**
 * A wallet's key shares as the frame stores them (`PUT /v1/embedded/shares`): the address, an auth share and a
 * recovery share's envelope. The server never reads inside them, so any bytes serve its tests.
 */
export const testKeyShares = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  authShare: 'AQIDBAUGBwgJ',
  recoveryShare: {
    kdf: 'PBKDF2-SHA256',
    iterations: 600_000,
    salt: 'c2FsdA==',
    iv: 'aXY=',
    ciphertext: 'Y2lwaGVy',
  },
}
